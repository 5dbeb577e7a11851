import { Repeater } from "graphql-yoga";
import { builder } from "../builder.js";
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
    email: t.exposeString("email", { description: "E-mail address from the identity provider; cannot be changed here." }),
    profileImageUrl: t.exposeString("profileImageUrl", { nullable: true, description: "Avatar image, if any." }),
    specialization: t.expose("specialization", { type: Specialization, nullable: true, description: "Field of interest." }),
    bio: t.exposeString("bio", { description: "A few words about the member." }),
    skills: t.exposeStringList("skills", { description: "Skill tags." }),
  }),
});

const UpdateProfileInput = builder
  .inputType("UpdateProfileInput", {
    description: "The profile form. Omitted fields keep their value.",
    fields: (t) => ({
      firstName: t.string({ description: "Given name; not blank when given." }),
      lastName: t.string({ description: "Family name; not blank when given." }),
      bio: t.string({ description: "A few words about the member." }),
      specialization: t.field({ type: Specialization, description: "Field of interest; null clears it." }),
      skills: t.stringList({ description: "Skill tags; blanks and duplicates are dropped." }),
    }),
  })
  .validate(profileUpdateSchema);

builder.queryFields((t) => ({
  me: t.prismaField({
    type: ProfileNode,
    description: "The signed-in community member.",
    authScopes: { community: true },
    resolve: (query, _root, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.id } }),
  }),
  onlineUsers: t.prismaField({
    type: ["User"],
    description: "Community members online now (connected, or active in the last minute and a half), most recent first.",
    authScopes: { community: true },
    resolve: (query, _root, _args, ctx) => onlineUsers(ctx, query),
  }),
}));

async function onlineUsers(ctx: Context, query: { include?: object; select?: object }) {
  const ids = await ctx.presence.onlineUserIds();
  const users = await ctx.prisma.user.findMany({ ...query, where: { id: { in: ids }, role: "COMMUNITY", isActive: true } });
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

builder.mutationField("updateProfile", (t) =>
  t.prismaField({
    type: ProfileNode,
    description: "Saves the signed-in member's profile: the fields given change, the others keep their value.",
    authScopes: { community: true },
    args: { input: t.arg({ type: UpdateProfileInput, required: true, description: "The profile form's values." }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.prisma.user.update({
        ...query,
        where: { id: ctx.viewer!.id },
        data: {
          ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
          ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
          ...(input.bio !== undefined ? { bio: input.bio } : {}),
          ...(input.specialization !== undefined ? { specialization: input.specialization } : {}),
          ...(input.skills !== undefined ? { skills: input.skills } : {}),
        },
      }),
  }),
);
