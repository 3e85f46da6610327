import { call } from "./factory";

type Handler = Parameters<typeof call>[0];

/** A route handler of any params, typed the way `call` takes it. */
export const h = (handler: unknown) => handler as Handler;
