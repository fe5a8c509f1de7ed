/**
 * How every screen writes dates and numbers, in both languages: dates as DD/MM/YYYY, numbers with Indian digit
 * grouping (1,00,000: lakh and crore), Latin digits as the rest of the app writes them.
 */
const indianNumbers = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = JSON.stringify(options);
  let format = indianNumbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', options);
    indianNumbers.set(key, format);
  }
  return format.format(value);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * DD/MM/YYYY. A calendar day ('2026-11-30') is written as it stands, whatever the time zone; a timestamp or Date is
 * read in the local time of the reader.
 */
export function formatDate(value: string | number | Date): string {
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** DD/MM/YYYY HH:MM (24-hour), for a moment such as "prices fetched". */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
