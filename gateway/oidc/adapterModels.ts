/**
 * The provider's models whose artefacts die with their grant (Adapter.revokeByGrantId): the
 * adapters index these by grantId, and only these.
 */
export const GRANT_BOUND_MODELS: ReadonlySet<string> = new Set([
  "AccessToken",
  "AuthorizationCode",
  "RefreshToken",
  "DeviceCode",
  "BackchannelAuthenticationRequest",
]);
