-- When a user's sessions were last ended (sign-out everywhere, deletion, disabling, a password set
-- by an admin): the embedded identity provider asks again for the password of older sign-ins.
ALTER TABLE "User" ADD COLUMN "sessionsEndedAt" TIMESTAMP(3);
