-- An e-mail address names one account whatever its case. Every way in looks the address up in any
-- case before it creates an account, but two creations at once (two first sign-ins through the
-- issuer, a sign-up beside one) both found nothing and both inserted "Sam@x" and "sam@x"; the
-- case-sensitive "User_email_key" let both in. This index makes the database decide, as it does
-- for one spelling: the loser gets a unique violation, which each caller already answers (e-mail
-- taken, or the sign-in retried and refused as linked elsewhere). Prisma's schema cannot describe
-- an expression index, so it lives here only (schema.prisma says so beside User.email).
-- CreateIndex
CREATE UNIQUE INDEX "User_email_lower_key" ON "User" (lower("email"));
