/** What a request presented, already read from its header or parameters by the transport. */
export type Credentials =
  | { scheme: 'basic'; publicKey: string; privateKey: string }
  | { scheme: 'token'; token: string };

/** Where a developer token's request says which company it means. */
export interface CompanyHint {
  /** First label of the request host (`acme` in acme.leadline.example). */
  subdomain?: string;
  /** `company_id` parameter: an id or uuid. */
  companyId?: string | number;
}
