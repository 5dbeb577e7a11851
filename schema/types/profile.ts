import { Repeater } from "graphql-yoga";
import { builder, mutationInput } from "../builder.js";
import type { Context } from "../context.js";
import { PresenceChange } from "../presence.js";
import { profileUpdateSchema } from "../profile.js";
import { Specialization } from "./user.js";

export const ProfileNode = builder.prismaNode("User", {
  variant: "Profile",
  description: "The signed-in community member's own profile.",
  id: { field: "id" },
  select: { id: true },
  authScopes: (user, ctx) => ctx.viewer?.id === user.id,
  fields: (t) => ({
    databaseId: t.exposeString("id", { description: "The id legacy clients use." }),
    firstName: t.exposeString("firstName", { description: "Given name." }),
    lastName: t.exposeString("lastName", { description: "Family name." }),
    email: t.exposeString("email", {
      description: "E-mail address from the identity provider; cannot be changed here.",
    }),
    profileImageUrl: t.exposeString("profileImageUrl", { nullable: true, description: "Avatar image, if any." }),
    specialization: t.expose("specialization", {
      type: Specialization,
      nullable: true,
      description: "Field of interest.",
    }),
    bio: t.exposeString("bio", { description: "A few words about the member." }),
    skills: t.exposeStringList("skills", { description: "Skill tags." }),
  }),
});

builder.queryFields((t) => ({
  me: t.prismaField({
    type: ProfileNode,
    description: "The signed-in community member.",
    authScopes: { community: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.id } }),
  }),
  onlineUsers: t.prismaField({
    type: ["User"],
    description:
      "Community members online now (connected, or active in the last minute and a half), most recent first.",
    authScopes: { community: true },
    resolve: (query, _root, _args, ctx) => onlineUsers(ctx, query),
  }),
}));

async function onlineUsers(ctx: Context, query: { include?: object; select?: object }) {
  const ids = await ctx.presence.onlineUserIds();
  const users = await ctx.prisma.user.findMany({
    ...query,
    where: { id: { in: ids }, role: "COMMUNITY", isActive: true },
  });
  const rank = new Map(ids.map((id, i) => [id, i]));
  return users.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
}

builder.subscriptionType({ description: "Live updates over graphql-ws." });

builder.subscriptionField("onlineUsers", (t) =>
  t.prismaField({
    type: ["User"],
    description: "The online list now and after every change; the subscriber counts as online while subscribed.",
    authScopes: { community: true },
    subscribe: (_root, _args, ctx) =>
      new Repeater<PresenceChange>(async (push, stop) => {
        const unsubscribe = ctx.presence.onChange((change) => void push(change));
        const release = ctx.presence.connect(ctx.viewer!.id);
        await push(new PresenceChange());
        await stop;
        unsubscribe();
        release();
      }),
    // The list is the same for every viewer: subscribers asking for the same fields share one
    // lookup per change, so an arrival costs one query however many boards are open.
    resolve: (query, change, _args, ctx) => change.once(JSON.stringify(query), () => onlineUsers(ctx, query)),
  }),
);

builder.relayMutationField(
  "updateProfile",
  {
    description: "The profile form. Omitted fields keep their value.",
    inputFields: (t) => ({
      firstName: t.string({ description: "Given name; not blank." }),
      lastName: t.string({ description: "Family name; not blank." }),
      bio: t.string({ description: "A few words about the member." }),
      specialization: t.field({ type: Specialization, description: "Field of interest; null clears it." }),
      skills: t.stringList({ description: "Skill tags; blanks and duplicates are dropped." }),
    }),
    validate: mutationInput(profileUpdateSchema),
  },
  {
    description: "Saves the signed-in member's profile: the fields sent change, the others stay.",
    authScopes: { community: true },
    resolve: async (_root, { input }, ctx) => {
      const { firstName, lastName, bio, specialization, skills } = input;
      const changes = { firstName, lastName, bio, specialization, skills };
      // Null means "clear" only for the specialization; a null name, bio or skill list keeps the value.
      const data = Object.fromEntries(
        Object.entries(changes).filter(
          ([key, value]) => value !== undefined && (value !== null || key === "specialization"),
        ),
      );
      await ctx.prisma.user.update({ where: { id: ctx.viewer!.id }, data, select: { id: true } });
      return { id: ctx.viewer!.id };
    },
  },
  {
    description: "The saved profile.",
    outputFields: (t) => ({
      profile: t.prismaField({
        type: ProfileNode,
        description: "The member's profile as it now is.",
        resolve: (query, saved, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: saved.id } }),
      }),
    }),
  },
);
