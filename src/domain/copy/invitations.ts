// pt-BR texts of access invitations (issue 13): a role at a community or a company is offered,
// and applies only when she accepts. The spec is silent on all of them; the grant page's own
// spec texts ('Concessão de Acesso', 'Conceder acesso', …) stay in MSG.access.

import type { InvitationRole } from '../enums.js';
import { MSG, PAGE_TITLES, ROLE_LABELS } from '../messages.js';
import { SERVER_COPY } from './server.js';

export type InvitationPlaceKind = 'community' | 'company';

/** Her role as an invitation names it: the same feminine labels as everywhere (ROLE_LABELS). */
export const INVITATION_ROLE_LABELS: Record<InvitationRole, string> = ROLE_LABELS;

/** 'da comunidade Dados Delas', 'da empresa Aurora'. */
const ofPlace = (kind: InvitationPlaceKind, name: string) =>
  `${kind === 'community' ? 'da comunidade' : 'da empresa'} ${name}`;

/** Where she answers: her communities or her companies. */
export const INVITATION_ANSWER_PAGES: Record<InvitationPlaceKind, { path: string; label: string }> = {
  community: { path: '/minhas-comunidades', label: PAGE_TITLES.myCommunities },
  company: { path: '/minhas-empresas', label: PAGE_TITLES.myCompanies },
};

/** Texts both sides of an invitation (the grant page and hers) name alike. */
const SHARED = {
  byEmail: 'Convite por e-mail',
  pending: 'Convites pendentes',
  cancel: 'Retirar convite',
  invitedBy: (name: string | null, when: string) =>
    name ? `Enviado por ${name} ${when}` : `Enviado ${when}`,
  /** The inviter, when her name cannot be shown. */
  someAdmin: 'Uma administradora',
} as const;

export const INVITATIONS_COPY = {
  /** The answers of POST …/invitations. The same text whoever she is, so it reveals nothing. */
  outcome: {
    invited: 'Convite enviado.',
    roleChanged: 'Papel alterado.',
    unchanged: 'Ela já tem esse papel.',
  },

  errors: {
    /** The address typed in the grant form. */
    email: 'Digite o e-mail completo da pessoa, por exemplo nome@exemplo.com.br.',
    /** 404: unknown, malformed, not hers, or its place is gone. */
    notFound: 'Convite não encontrado.',
    /** 409: accepted, declined or cancelled already. */
    notPending: 'Este convite não está mais pendente.',
    /** 409: an admin changed the offered role since she looked. */
    roleChanged: 'O papel deste convite mudou. Confira o convite atualizado antes de responder.',
    /** 409 on cancel: she already answered. */
    alreadyAnswered: 'Este convite já foi respondido.',
    /** Client side: the request failed for another reason. */
    answer: 'Não foi possível responder ao convite. Tente novamente.',
    cancel: 'Não foi possível retirar o convite. Tente novamente.',
    load: 'Não foi possível carregar os convites.',
  },

  /** The grant page (admins). */
  grant: {
    emailGroup: SHARED.byEmail,
    emailOption: (email: string) => `Convidar ${email}`,
    emailHint: 'Ela recebe o convite neste endereço, tenha ou não uma conta.',
    selectedEmail: (email: string) => `Convite para: ${email}`,
    pending: {
      title: SHARED.pending,
      empty: 'Nenhum convite aguardando resposta.',
      byEmail: SHARED.byEmail,
      invitedBy: SHARED.invitedBy,
      // 'Retirar', not 'Cancelar': the dialog's own 'Cancelar' closes it without doing anything.
      cancel: SHARED.cancel,
      cancelLabel: (who: string) => `Retirar o convite de ${who}`,
      cancelTitle: 'Retirar este convite?',
      cancelDescription: (who: string) =>
        `${who} não poderá mais aceitá-lo. Você pode enviar outro convite quando quiser.`,
      cancelConfirm: SHARED.cancel,
      cancelBusy: MSG.common.withdrawing,
      cancelled: 'Convite retirado.',
    },
  },

  /** 'Convites pendentes' on /minhas-comunidades and /minhas-empresas (the invitee). */
  mine: {
    title: SHARED.pending,
    lead: {
      community: 'Comunidades que convidaram você para um papel. O papel só vale depois que você aceitar.',
      company: 'Empresas que convidaram você para um papel. O papel só vale depois que você aceitar.',
    } satisfies Record<InvitationPlaceKind, string>,
    listLabel: SHARED.pending,
    role: (role: string) => `Convite para ser ${role}`,
    invitedBy: SHARED.invitedBy,
    accept: 'Aceitar',
    decline: MSG.common.decline,
    acceptLabel: (place: string) => `Aceitar o convite de ${place}`,
    declineLabel: (place: string) => `Recusar o convite de ${place}`,
    busy: MSG.common.sending,
    accepted: (role: string, place: string) => `Convite aceito. Agora você é ${role} de ${place}.`,
    declined: 'Convite recusado.',
  },

  /** The e-mails (the role in lower case inside a sentence). */
  mail: {
    memberSubject: (role: string, kind: InvitationPlaceKind, place: string) =>
      `Convite para ser ${role.toLowerCase()} ${ofPlace(kind, place)}`,
    memberParagraphs: (
      name: string,
      inviter: string | null,
      role: string,
      kind: InvitationPlaceKind,
      place: string,
    ) => [
      SERVER_COPY.mail.greeting(name),
      `${inviter ?? SHARED.someAdmin} convidou você para ser ${role.toLowerCase()} ${ofPlace(kind, place)} na Elas Rede.`,
      `O papel só vale depois que você aceitar. Responda ao convite em ${INVITATION_ANSWER_PAGES[kind].label}.`,
    ],
    memberButton: 'Ver o convite',
    newcomerSubject: (role: string, kind: InvitationPlaceKind, place: string) =>
      `Você foi convidada para a Elas Rede: ${role.toLowerCase()} ${ofPlace(kind, place)}`,
    newcomerParagraphs: (
      email: string,
      inviter: string | null,
      role: string,
      kind: InvitationPlaceKind,
      place: string,
    ) => [
      'Olá!',
      `${inviter ?? SHARED.someAdmin} convidou você para ser ${role.toLowerCase()} ${ofPlace(kind, place)} na Elas Rede, a rede profissional das mulheres.`,
      `Crie sua conta com este endereço (${email}) e confirme-o: o convite estará esperando por você em ${INVITATION_ANSWER_PAGES[kind].label}, para aceitar ou recusar.`,
    ],
    newcomerButton: 'Criar minha conta',
    footer: 'Se você não esperava este convite, pode ignorar esta mensagem: nada muda sem a sua resposta.',
  },
} as const;
