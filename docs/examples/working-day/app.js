// The example page's script: bundle it for the browser (npx esbuild app.js --bundle
// --minify --format=esm --outfile=dist/app.js), which takes the library's browser build.
import { CalendarError, createCalendar } from 'malaysia-calendar';

const calendar = createCalendar();
const field = (id) => document.getElementById(id);

for (const state of calendar.states()) field('state').add(new Option(state.name.en, state.code));
field('state').value = 'selangor';
const today = calendar.today();
field('day').value = today;
field('start').value = today;
field('end').value = calendar.addBusinessDays(today, 10, 'selangor').resultDate;

/** Shows an answer, or the library's message when the question cannot be answered (a date left empty, say). */
function show(output, answer) {
  try {
    field(output).textContent = answer();
  } catch (error) {
    if (!(error instanceof CalendarError)) throw error;
    field(output).textContent = error.message;
  }
}

function showDay() {
  show('day-answer', () => {
    const day = calendar.check(field('day').value, field('state').value);
    if (day.isWorkingDay) return `${day.dayOfWeek} ${day.date} is a working day.`;
    const reasons = day.holidays.map((holiday) => `${holiday.name.en} (${holiday.status})`);
    if (day.isWeekend) reasons.push('weekend');
    return `${day.dayOfWeek} ${day.date} is not a working day: ${reasons.join(', ')}.`;
  });
}

/** "1 holiday", "2 holidays", "0 business days". */
function count(number, noun) {
  return `${number} ${noun}${number === 1 ? '' : 's'}`;
}

function showSpan() {
  show('span-answer', () => {
    const span = calendar.businessDays(field('start').value, field('end').value, field('state').value);
    return `${count(span.businessDays, 'business day')} in ${count(span.totalDays, 'day')} (${count(span.holidays, 'holiday')}, ${count(span.weekendDays, 'weekend day')}).`;
  });
}

field('state').addEventListener('change', () => {
  showDay();
  showSpan();
});
field('day').addEventListener('input', showDay);
field('start').addEventListener('input', showSpan);
field('end').addEventListener('input', showSpan);
showDay();
showSpan();
