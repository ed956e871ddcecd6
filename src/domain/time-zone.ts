/**
 * Every date and time the product shows or counts by the day is read in Brasília time, whatever
 * the server's or the browser's zone (Brazil has no daylight saving time since 2019), so the
 * server, every browser and every e-mail agree.
 */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';
