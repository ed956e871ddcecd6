import {
  INVITATION_ANSWER_PAGES,
  INVITATION_ROLE_LABELS,
  INVITATIONS_COPY,
  type InvitationPlaceKind,
} from '../../domain/copy/invitations.js';
import type { InvitationRole } from '../../domain/schemas/invitations.js';
import type { MailMessage } from './mailer.js';
import { layout, text } from './templates.js';

// The e-mails of access invitations (issue 13), in the layout every e-mail shares.

type Offer = {
  to: string;
  kind: InvitationPlaceKind;
  placeName: string;
  role: InvitationRole;
  /** The name of whoever offered it; null when it cannot be read. */
  inviterName: string | null;
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
};

const C = INVITATIONS_COPY.mail;
/** A name is one line in a subject header, whatever was typed into it. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** To an account with that address: she answers on her communities' or companies' page. */
export function invitationToMemberMessage(offer: Offer & { memberName: string }): MailMessage {
  const role = INVITATION_ROLE_LABELS[offer.role];
  const place = oneLine(offer.placeName);
  const subject = C.memberSubject(role, offer.kind, place);
  const paragraphs = C.memberParagraphs(offer.memberName, offer.inviterName, role, offer.kind, place);
  const url = `${offer.publicUrl}${INVITATION_ANSWER_PAGES[offer.kind].path}`;
  return {
    to: offer.to,
    subject,
    html: layout(subject, paragraphs, { label: C.memberButton, url }, C.footer),
    text: text(subject, paragraphs, url, C.footer),
  };
}

/**
 * To an address without an account: an invitation to join, which says the offer waits for her
 * once she signs up with this address and confirms it.
 */
export function invitationToNewcomerMessage(offer: Offer): MailMessage {
  const role = INVITATION_ROLE_LABELS[offer.role];
  const place = oneLine(offer.placeName);
  const subject = C.newcomerSubject(role, offer.kind, place);
  const paragraphs = C.newcomerParagraphs(offer.to, offer.inviterName, role, offer.kind, place);
  const url = `${offer.publicUrl}/cadastro`;
  return {
    to: offer.to,
    subject,
    html: layout(subject, paragraphs, { label: C.newcomerButton, url }, C.footer),
    text: text(subject, paragraphs, url, C.footer),
  };
}
