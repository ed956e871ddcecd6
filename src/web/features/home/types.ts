// The shape of a sealed company on the home page (field names follow SPEC §3), from the API.

export interface SealCompany {
  /** The company's id: its page is /empresas/{id}. */
  id: string;
  name: string;
  logo_url: string | null;
  description: string;
  industry: string | null;
  website_url: string | null;
}
