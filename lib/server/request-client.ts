import "server-only";
import { headers } from "next/headers";
import { setRequestClientSource, type RequestClient } from "@/lib/core/request-client";
import { clientAddress, UNKNOWN_ADDRESS } from "./client-address";

export const USER_AGENT_LENGTH = 512;

/**
 * The client of a request, for the audit log: the address `TRUST_PROXY` lets us believe (null
 * when it cannot be known) and the user agent, cut to what the column holds.
 */
export function requestClientOf(requestHeaders: Headers): RequestClient {
  const address = clientAddress(requestHeaders);
  return {
    address: address === UNKNOWN_ADDRESS ? null : address,
    userAgent: requestHeaders.get("user-agent")?.slice(0, USER_AGENT_LENGTH) || null,
  };
}

// Pages and server actions have no handler to wrap: their request is read from next/headers
// when something is recorded (it throws outside a request, which reads as "no client").
setRequestClientSource(async () => requestClientOf(await headers()));
