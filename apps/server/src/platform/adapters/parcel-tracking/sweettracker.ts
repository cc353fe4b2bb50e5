import { z } from 'zod';
import type { Carrier } from '@scm/contract';
import { bundledCarrierList } from './carriers';
import type { ProviderPage } from './tracker';

export interface ProviderLog {
  warn(details: object, message: string): void;
}

export interface SweettrackerOptions {
  apiKey: string;
  baseUrl: string;
  log: ProviderLog;
  /** How long a fetched carrier list is used before asking again. */
  listTtlMs?: number;
  /** After a failed list call, how long the bundled list stands in before the provider is asked again. */
  retryAfterMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/** /api/v1/companylist answers { Company: [{ Code, Name, International }] } (International a boolean or "true"/"false"). */
const CompanyListSchema = z.object({
  Company: z
    .array(
      z.object({
        Code: z.string().min(1),
        Name: z.string().min(1),
        International: z.union([z.boolean(), z.string()]).optional(),
      }),
    )
    .min(1),
});

const isInternational = (v: boolean | string | undefined) => v === true || v === 'true';

/** The 스마트택배 (sweettracker) provider: company list and the tracking page template 5. */
export class SweettrackerClient {
  private cached: { carriers: Carrier[]; until: number } | null = null;
  private inFlight: Promise<Carrier[]> | null = null;
  private readonly origin: string;

  constructor(private readonly opts: SweettrackerOptions) {
    this.origin = new URL(opts.baseUrl).origin;
  }

  private now() {
    return this.opts.now?.() ?? Date.now();
  }

  /** The provider's list, cached; the bundled list when the provider fails (logged, retried a minute later). */
  async carriers(): Promise<Carrier[]> {
    if (this.cached && this.cached.until > this.now()) return this.cached.carriers;
    this.inFlight ??= this.fetchCarriers().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async fetchCarriers(): Promise<Carrier[]> {
    try {
      const body = await this.getJson(
        `/api/v1/companylist?${new URLSearchParams({ t_key: this.opts.apiKey }).toString()}`,
      );
      const parsed = CompanyListSchema.parse(body);
      // Domestic carriers first: a print shop ships within Korea almost always.
      const carriers = [...parsed.Company]
        .sort((a, b) => Number(isInternational(a.International)) - Number(isInternational(b.International)))
        .map((c) => ({ id: c.Code, name: c.Name }));
      this.cached = { carriers, until: this.now() + (this.opts.listTtlMs ?? 6 * 3_600_000) };
      return carriers;
    } catch (err) {
      this.opts.log.warn({ err: this.withoutKey(err) }, 'failed to load carrier info: using the built-in carrier list');
      const carriers = bundledCarrierList();
      this.cached = { carriers, until: this.now() + (this.opts.retryAfterMs ?? 60_000) };
      return carriers;
    }
  }

  /** The provider's tracking page (template 5) for the carrier and invoice, with the key cut out. */
  async trackingPage(carrierId: string, invoice: string): Promise<ProviderPage> {
    const query = new URLSearchParams({ t_key: this.opts.apiKey, t_code: carrierId, t_invoice: invoice });
    const res = await this.fetch(`/tracking/5?${query.toString()}`, 'text/html');
    const html = await res.text();
    return { html: this.preparePage(html), origin: this.origin };
  }

  /** Removes every copy of the key and points relative addresses at the provider. */
  private preparePage(html: string) {
    const keyless = html.split(this.opts.apiKey).join('');
    const base = `<base href="${this.origin}/">`;
    return /<head[^>]*>/i.test(keyless) ? keyless.replace(/<head[^>]*>/i, (m) => `${m}${base}`) : base + keyless;
  }

  private async getJson(path: string): Promise<unknown> {
    const res = await this.fetch(path, 'application/json');
    return res.json();
  }

  private async fetch(path: string, accept: string) {
    const res = await fetch(`${this.opts.baseUrl}${path}`, {
      headers: { accept },
      redirect: 'follow',
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 8_000),
    });
    if (!res.ok) throw new Error(`tracking provider answered HTTP ${res.status}`);
    return res;
  }

  /** An error as logged: its message without the key (a URL in an error message would carry it). */
  private withoutKey(err: unknown) {
    const message = err instanceof Error ? err.message : String(err);
    return message.split(this.opts.apiKey).join('***');
  }
}
