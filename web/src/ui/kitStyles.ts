// Every style of the kit, loaded with the entry so the kit's rules come before any page's in the
// cascade. Pages compose kit classes and override some of their properties
// (`style([card, { padding: … }])`); with equal specificity the later rule wins, and a kit module
// split into a lazy chunk would otherwise load after the page that overrides it and undo the
// override. New kit style files belong in this list.
import "../styles/sprinkles.css";
import "./button.css";
import "./card.css";
import "./badge.css";
import "./menu.css";
import "./visuallyHidden.css";
import "./ProgressBar.css";
import "./avatar/UserAvatar.css";
import "./dialog/Dialog.css";
import "./form/form.css";
import "./form/PasswordInput.css";
import "./layout/PageContainer.css";
import "./tabs/Tabs.css";
import "./toast/Toast.css";
