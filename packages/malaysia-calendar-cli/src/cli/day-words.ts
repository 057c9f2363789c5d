/** The words a person may write for a date: today and tomorrow, in Kuala Lumpur by the calendar's clock. */
export function dayFromWords(text: string, today: () => string): string {
  const word = text.toLowerCase();
  if (word === 'today') return today();
  if (word !== 'tomorrow') return text;
  const next = new Date(`${today()}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
