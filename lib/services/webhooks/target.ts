import "server-only";
import { lookup, type LookupAddress, type LookupOptions } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { badRequest } from "@/lib/core/errors";
import { webhookAllowedHosts, webhookHost } from "@/lib/validation/integrations";

/**
 * Addresses a webhook may not reach in production: this machine, the private networks and the
 * cloud metadata services. BlockList also matches an IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`) against the IPv4 ranges.
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // 0.0.0.0 reaches this machine on Linux
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT; Alibaba's metadata service lives there
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local: the AWS, GCP and Azure metadata services
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3], // multicast, reserved and broadcast
] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7], // unique-local, AWS's IPv6 metadata address among them
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv6");
}

export const isInternalAddress = (address: string) => {
  const family = isIP(address);
  return family !== 0 && INTERNAL.check(address, family === 4 ? "ipv4" : "ipv6");
};

export const INTERNAL_TARGET =
  "O endereço aponta para a rede interna (esta máquina, uma rede privada ou metadados da nuvem)";

/** A target the rules refuse; its message is what the delivery log shows. */
export class InternalTarget extends Error {
  constructor(host: string, address: string) {
    super(
      host === address
        ? `Destino recusado: ${address} é um endereço interno (libere o host em WEBHOOK_ALLOWED_HOSTS se for de propósito)`
        : `Destino recusado: ${host} resolve para o endereço interno ${address} (libere o host em WEBHOOK_ALLOWED_HOSTS se for de propósito)`,
    );
    this.name = "InternalTarget";
  }
}

/** Whether the rules apply to this host: in production, unless the operator allowed it. */
const guarded = (host: string) =>
  process.env.NODE_ENV === "production" && !webhookAllowedHosts().has(host);

const firstInternal = (addresses: LookupAddress[]) =>
  addresses.find((a) => isInternalAddress(a.address))?.address;

/**
 * `POST /api/webhooks`: refuses (400 on `url`) an internal address, given literally or as a name
 * that resolves to one. A name that does not resolve now is accepted: delivery checks again.
 */
export async function assertPublicWebhookUrl(value: string): Promise<void> {
  const host = webhookHost(new URL(value).hostname);
  if (!guarded(host)) return;
  let internal: string | undefined;
  if (isIP(host)) internal = isInternalAddress(host) ? host : undefined;
  else {
    const addresses = await new Promise<LookupAddress[]>((resolve) =>
      lookup(host, { all: true }, (error, found) => resolve(error ? [] : found)),
    );
    internal = firstInternal(addresses);
  }
  if (internal) throw badRequest("Dados inválidos", { url: [INTERNAL_TARGET] });
}

/**
 * The socket's own name lookup: the addresses are resolved once, checked, and the connection is
 * made to exactly those, so a name cannot answer a public address to a check and an internal
 * one to the connection (DNS rebinding).
 */
const checkedLookup: LookupFunction = (hostname, options: LookupOptions, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const internal = firstInternal(addresses);
    if (internal) return callback(new InternalTarget(hostname, internal), "", 0);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/**
 * One POST to a webhook URL; resolves with the answer's status. Redirects are not followed
 * (a 3xx is the answer), and in production an internal address is refused before any byte is
 * sent, whether literal or resolved.
 */
export function postToWebhook(
  value: string,
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<number> {
  const url = new URL(value);
  const host = webhookHost(url.hostname);
  const check = guarded(host);
  // A literal address is never looked up, so the socket's lookup would not see it.
  if (check && isIP(host) && isInternalAddress(host)) {
    return Promise.reject(new InternalTarget(host, host));
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...init.headers, "content-length": String(Buffer.byteLength(init.body)) },
        // A fresh socket per delivery: a pooled one could have been opened without the check.
        agent: false,
        lookup: check ? checkedLookup : undefined,
        signal: AbortSignal.timeout(init.timeoutMs),
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}
