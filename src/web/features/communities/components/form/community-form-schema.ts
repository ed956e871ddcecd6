import type { CommunityNiche } from '@domain/enums';
import { type CommunityDetail, communityInputSchema } from '@domain/schemas/communities';
import { z } from 'zod';

/**
 * What the form holds: plain strings for every text control (react-hook-form's natural values;
 * the amount as the number control gives it) and booleans for the boxes.
 */
export interface CommunityFormValues {
  name: string;
  description: string;
  niche: CommunityNiche;
  isPrivate: boolean;
  requiresApproval: boolean;
  requiresPayment: boolean;
  paymentAmount: string;
  rules: string;
  welcomeMessage: string;
  location: string;
  website: string;
  communityUrl: string;
}

export type CommunityFormOutput = z.output<typeof communityInputSchema>;

/**
 * The shared communityInputSchema (the server parses the same): trimming, empty → null, https://
 * prefixed links, the spec's messages. An amount left in the hidden field while payment is off is
 * dropped first, so it can neither block saving nor be stored.
 */
export const communityFormSchema = z.preprocess(
  (values: CommunityFormValues) => (values.requiresPayment ? values : { ...values, paymentAmount: null }),
  communityInputSchema,
);

/** The API's field names are the form's own. */
export const COMMUNITY_FORM_FIELDS = [
  'name',
  'description',
  'niche',
  'isPrivate',
  'requiresApproval',
  'requiresPayment',
  'paymentAmount',
  'rules',
  'welcomeMessage',
  'location',
  'website',
  'communityUrl',
] as const satisfies readonly (keyof CommunityFormValues)[];

export function emptyCommunityForm(): CommunityFormValues {
  return {
    name: '',
    description: '',
    niche: 'geral',
    isPrivate: false,
    requiresApproval: false,
    requiresPayment: false,
    paymentAmount: '',
    rules: '',
    welcomeMessage: '',
    location: '',
    website: '',
    communityUrl: '',
  };
}

export function communityFormValuesOf(community: CommunityDetail): CommunityFormValues {
  return {
    name: community.name,
    description: community.description,
    niche: community.niche,
    isPrivate: community.isPrivate,
    requiresApproval: community.requiresApproval,
    requiresPayment: community.requiresPayment,
    paymentAmount: community.paymentAmount === null ? '' : String(community.paymentAmount),
    rules: community.rules ?? '',
    welcomeMessage: community.welcomeMessage ?? '',
    location: community.location ?? '',
    website: community.website ?? '',
    communityUrl: community.communityUrl ?? '',
  };
}
