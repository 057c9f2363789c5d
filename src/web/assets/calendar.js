// Enhancements only: every page works without this script. It remembers the visitor's state,
// and on a year view shows a day's details (its holidays, and which other states are off, from
// the data in the page) when a day is clicked, reached with the keyboard, or named in the address.
(() => {
  // biome-ignore lint/suspicious/noRedundantUseStrict: a classic script (loaded with defer, not as a module), so not strict unless it says so.
  'use strict';
  const STATE_KEY = 'malaysia-calendar-state';
  const remember = (code) => {
    try {
      localStorage.setItem(STATE_KEY, code);
    } catch {
      /* storage may be off: nothing to remember then */
    }
  };
  const remembered = () => {
    try {
      return localStorage.getItem(STATE_KEY);
    } catch {
      return null;
    }
  };

  // The landing page: show the chosen state's next holidays at once, and the one chosen last time.
  const picker = document.querySelector('form.pick select');
  if (picker) {
    const show = (code) => {
      for (const section of document.querySelectorAll('.next-holidays'))
        section.hidden = section.dataset.state !== code;
    };
    // The state asked in the address (which a static host cannot read), else the one chosen last time.
    const wanted = new URLSearchParams(location.search).get('state') || remembered();
    if (wanted && picker.querySelector(`option[value="${CSS.escape(wanted)}"]`)) {
      picker.value = wanted;
      show(wanted);
    }
    picker.addEventListener('change', () => {
      remember(picker.value);
      show(picker.value);
    });
  }

  // The feed addresses (the calendar's, the alerts'): one click selects one for copying.
  for (const field of document.querySelectorAll('input.copy')) field.addEventListener('focus', () => field.select());

  const year = document.querySelector('.year');
  const dataBlock = document.getElementById('page-data');
  if (!year || !dataBlock) return;
  // Storage may be slow to open: remember after the page has settled.
  setTimeout(() => remember(year.dataset.state), 500);
  const data = JSON.parse(dataBlock.textContent);
  const panel = document.getElementById('day-details');
  const body = panel.querySelector('.body');
  let fullDate; // made when first needed: a formatter is slow to make, and most visits never open a day
  const cells = [...year.querySelectorAll('td[data-date]')];
  const rows = [...document.querySelectorAll('table.list tr[data-date]')];
  const dateOf = (cell) => cell.dataset.date;
  const element = (name, text, attributes = {}) => {
    const made = document.createElement(name);
    if (text !== undefined) made.textContent = text;
    for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
    return made;
  };

  // One tab stop for the whole year (today, else the first holiday); arrow keys move by day and
  // week, Page Up/Down by month. The other days get a tabindex only when reached.
  document.getElementById('day-hint').hidden = false;
  let current = year.querySelector('td[aria-current=date]') || year.querySelector('td[data-kind~=holiday]') || cells[0];
  current.tabIndex = 0;

  function select(cell, focus) {
    current.classList.remove('selected');
    current.tabIndex = -1;
    for (const row of rows) row.classList.remove('selected');
    cell.tabIndex = 0;
    cell.classList.add('selected');
    current = cell;
    if (focus) cell.focus();
    showDetails(cell);
  }

  function showDetails(cell) {
    const iso = dateOf(cell);
    const { words, statesOff, names } = data;
    body.replaceChildren();
    fullDate ??= new Intl.DateTimeFormat(data.locale, {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    body.append(element('h3', fullDate.format(new Date(`${iso}T00:00:00Z`))));
    const description = cell.querySelector('.vh');
    if (description) body.append(element('p', description.textContent.replace(/^,\s*/, '')));

    const own = rows.filter((row) => row.dataset.date <= iso && iso <= (row.dataset.end || row.dataset.date));
    body.append(element('h4', words.holidays));
    if (own.length === 0) body.append(element('p', words.none));
    else {
      const list = element('ul');
      for (const row of own) {
        row.classList.add('selected');
        const [, , name, type, status] = row.cells;
        list.append(element('li', `${name.textContent} · ${type.textContent} · ${status.textContent}`));
      }
      body.append(list);
    }

    const index = Math.round((Date.parse(iso) - Date.parse(`${iso.slice(0, 4)}-01-01`)) / 86400000);
    const day = statesOff.days[index] || '';
    const others = statesOff.codes.filter((code, position) => code !== year.dataset.state && day[position] !== '-');
    body.append(element('h4', words.others));
    if (others.length === 0) body.append(element('p', words.noOthers));
    else {
      const list = element('ul', undefined, { class: 'off' });
      for (const code of others) {
        const why = day[statesOff.codes.indexOf(code)] === 'h' ? words.off.holiday : words.off.weekend;
        list.append(element('li', `${names[code]} (${why})`));
      }
      body.append(list);
    }
    panel.hidden = false;
    document.documentElement.classList.add('details-open');
  }

  panel.querySelector('.close').addEventListener('click', () => {
    panel.hidden = true;
    document.documentElement.classList.remove('details-open');
    current.focus();
  });

  const STEPS = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  year.addEventListener('keydown', (event) => {
    const at = cells.indexOf(event.target);
    if (at === -1) return;
    let next = at;
    if (event.key in STEPS) next = at + STEPS[event.key];
    else if (event.key === 'PageDown' || event.key === 'PageUp') {
      const date = new Date(`${dateOf(cells[at])}T00:00:00Z`);
      date.setUTCMonth(date.getUTCMonth() + (event.key === 'PageDown' ? 1 : -1));
      const found = cells.findIndex((cell) => dateOf(cell) === date.toISOString().slice(0, 10));
      next = found === -1 ? at : found;
    } else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = cells.length - 1;
    else if (event.key === 'Enter' || event.key === ' ') next = at;
    else return;
    event.preventDefault();
    select(cells[Math.max(0, Math.min(cells.length - 1, next))], true);
  });
  year.addEventListener('focusin', (event) => {
    if (cells.includes(event.target) && !event.target.classList.contains('selected')) select(event.target, false);
  });
  year.addEventListener('click', (event) => {
    const cell = event.target.closest('td');
    if (cell && cells.includes(cell)) select(cell, true);
  });

  // A link to a day (a change feed's entry links to `#YYYY-MM-DD`) opens that day's details.
  const openLinkedDay = () => {
    const linked = cells.find((cell) => `#${dateOf(cell)}` === location.hash);
    if (linked) select(linked, true);
  };
  openLinkedDay();
  window.addEventListener('hashchange', openLinkedDay);
})();
