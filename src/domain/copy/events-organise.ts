// pt-BR texts of what organisers do with an event (issue 20): the cover, the message to the
// attendees, the event form, the organiser's panel and the 'Eventos' section of a community's
// or a company's page.

export const EVENTS_ORGANISE_COPY = {
  message: {
    required: 'Escreva a mensagem.',
    /** The first line of every copy she sends, so each attendee knows which event it is about. */
    about: (title: string, url: string) => `Mensagem sobre o evento “${title}” (${url}):`,
  },
} as const;
