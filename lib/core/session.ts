/**
 * The names both credentials share. Auth.js is told the session cookie's name here
 * (auth.config.ts), so the service that reads the cookie of an API request uses the same
 * name instead of guessing Auth.js's defaults.
 */
export const SESSION_COOKIE = "membros.session-token";
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
export const API_TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const API_TOKEN_AUDIENCE = "membros-api";
/** Device cookies (one per account a browser signed in to) start with this name. */
export const DEVICE_COOKIE_PREFIX = "membros.device.";
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
export const DEVICE_TOKEN_AUDIENCE = "membros-device";
