import { TA_HELP } from './help-words-ta.js';
import type { RefusalWords } from './refusal-shape.js';

function range({ minimum, maximum }: { minimum?: number; maximum?: number }): string {
  if (minimum !== undefined && maximum !== undefined) return `${minimum} முதல் ${maximum} வரை`;
  if (minimum !== undefined) return `குறைந்தது ${minimum}`;
  return `அதிகபட்சம் ${maximum}`;
}

/** JSON Schema's types as a sentence names them. */
const TYPES: Readonly<Record<string, string>> = {
  string: 'உரையாக',
  number: 'எண்ணாக',
  boolean: 'ஆம் அல்லது இல்லை என',
  array: 'பட்டியலாக',
  object: 'பொருளாக',
};

const covered = (r: { first: number; last: number; gazetted: [number, number] }) =>
  `${r.first} முதல் ${r.last} வரையிலான ஆண்டுகளுக்கு மட்டுமே விடுமுறைகள் பதிலளிக்கப்படும் (அரசிதழில் ${r.gazetted[0]} முதல் ${r.gazetted[1]} வரை; முந்தைய ஆண்டுகள் பதிவேட்டிலிருந்து, பிந்தைய ஆண்டுகள் கணிக்கப்பட்டவை). அதற்கு வெளியே உள்ள நாள்களுக்கு ஊகித்துப் பதிலளிக்கப்படுவதில்லை.`;

/**
 * The calendar's refusals in Tamil as Malaysia writes it (refusal-words.ts has the English they
 * translate): the help's terms (மாநிலம், கூட்டரசுப் பிரதேசம், அரசிதழ், கணித்த, மாற்றுப் பெயர்,
 * கல்வி அமைச்சு); names, codes and the values given as they are typed.
 */
export const TA_REFUSALS: RefusalWords = {
  parameter: (name) => `'${name}' அளவுரு`,
  colon: ': ',
  statesCommand: ' `malaysia-calendar states` எல்லாக் குறியீடுகளையும் மாற்றுப் பெயர்களையும் பட்டியலிடும்.',
  statesTool: ' list_states கருவி எல்லாக் குறியீடுகளையும் மாற்றுப் பெயர்களையும் பட்டியலிடும்.',
  sentences: {
    required: (r, name) => `${name(r.parameter)} கொடுக்கப்பட வேண்டும்.`,
    empty: (r, name) => `${name(r.parameter)} வெறுமையாக இருக்கக்கூடாது.`,
    tooLong: (r, name) => `${name(r.parameter)} அதிகபட்சம் ${r.maxLength} எழுத்துகள் வரை இருக்கலாம்.`,
    notWritten: (r, name) => {
      const written = TA_HELP.parameters[r.parameter];
      return `${name(r.parameter)} எதிர்பார்த்தபடி எழுதப்படவில்லை${written === undefined ? '' : ` (${written})`}; கொடுக்கப்பட்டது ${r.value}.`;
    },
    notDate: (r, name) =>
      `${name(r.parameter)} YYYY-MM-DD என எழுதப்பட்ட உண்மையான தேதியாக இருக்க வேண்டும்; கொடுக்கப்பட்டது ${r.value}.`,
    notAllowed: (r, name) =>
      `${name(r.parameter)} இவற்றுள் ஒன்றாக இருக்க வேண்டும்: ${r.allowed.join(', ')}; கொடுக்கப்பட்டது ${r.value}.`,
    outOfRange: (r, name) => `${name(r.parameter)} ${range(r)} இருக்க வேண்டும்; கொடுக்கப்பட்டது ${r.value}.`,
    wrongType: (r, name) =>
      `${name(r.parameter)} ${
        r.type === 'integer'
          ? `${r.minimum === undefined ? '' : `${range(r)} உள்ள `}முழு எண்ணாக`
          : (TYPES[r.type ?? ''] ?? 'ஒரு மதிப்பாக')
      } இருக்க வேண்டும்; கொடுக்கப்பட்டது ${r.value}.`,
    brokenRule: (r, name) => `${name(r.parameter)} செல்லாது: ${r.rule}.`,
    unknownParameters: (r) => {
      const takes = `இந்தக் கேள்வி ஏற்கும் அளவுருக்கள்: ${r.known.join(', ') || 'எதுவும் இல்லை'}.`;
      const named = r.names.map(
        ({ name, meant }) => `'${name}'${meant === undefined ? '' : ` ('${meant}' என்பதைக் குறித்தீர்களா?)`}`,
      );
      return `தெரியாத அளவுருக்கள்: ${[...named, ...(r.more > 0 ? [`மேலும் ${r.more}`] : [])].join(', ')}. ${takes}`;
    },
    notDecimal: (r, name) =>
      `${name(r.parameter)} பதின்ம இலக்கங்களில் எழுதப்பட்ட முழு எண்ணாக இருக்க வேண்டும்; கொடுக்கப்பட்டது ${r.value}.`,
    overlongInteger: (r, name) =>
      `${name(r.parameter)} ${r.length} எழுத்துகள் நீளம்; அது ஏற்கும் எந்த மதிப்புக்கும் ${r.limit} எழுத்துகளுக்கு மேல் தேவையில்லை.`,
    givenTogether: ({ parameters: [one, other] }, name) =>
      `${name(one)}, ${name(other)} இரண்டையும் சேர்த்துக் கொடுக்க முடியாது: ஒன்றை மட்டும் கொடுக்கவும்.`,
    outsidePlanYear: (r, name) => `${name(r.parameter)} திட்டத்தின் ஆண்டான ${r.year} இல் உள்ள தேதியாக இருக்க வேண்டும்.`,
    startAfterEnd: (_, name) => `${name('start')} என்பது ${name('end')} ஐ விடப் பிந்தியதாக இருக்கக்கூடாது.`,
    stateNotFound: (r) =>
      `"${r.text}" உடன் பொருந்தும் மாநிலமோ கூட்டரசுப் பிரதேசமோ இல்லை.${r.suggestions.length > 0 ? ` நீங்கள் குறித்தது ${r.suggestions.join(', ')} ஆக இருக்கலாமா?` : ''}`,
    yearNotCovered: (r) => `${r.year} ஆம் ஆண்டு தரவில் அடங்கவில்லை: ${covered(r)}`,
    dayNotCovered: (r) => `${r.year} ஆம் ஆண்டு தரவுக்கு வெளியே உள்ளது: ${covered(r)}`,
    rollNotCovered: (r) => `${r.date} இலிருந்து ${r.roll} முறைப்படி வரும் வேலை நாள் தரவுக்கு வெளியே உள்ளது: ${covered(r)}`,
    stepsNotCovered: (r) =>
      `${r.date} ${r.days > 0 ? 'க்குப் பின்' : 'க்கு முன்'} ${Math.abs(r.days)} வேலை நாள்கள் தரவுக்கு வெளியே செல்கின்றன: ${covered(r)}`,
    tooManyChosen: (r, name) =>
      `${name('chosen')} ${r.year} இல் ${r.state} க்கான முதலாளியின் தேர்வு விடுமுறைகளில் ${r.count} ஐக் குறிப்பிடுகிறது: சட்டம் முதலாளிக்கு ${r.allowed} மட்டுமே விடுகிறது.`,
    notAHoliday: (r, name) =>
      `${name('chosen')} குறிப்பிடும் ${r.value}, ${r.years} இல் ${r.state} இன் விடுமுறை அல்ல: அடையாளங்கள், ஆண்டு இல்லாத அடையாளங்கள் அல்லது பெயர்களைக் கொடுக்கவும்.`,
    estimatesExcluded: (r) =>
      `${r.year} ஆம் ஆண்டில் கணிக்கப்பட்ட (மதிப்பீட்டு) விடுமுறைகள் உள்ளன, மதிப்பீடுகள் விலக்கப்பட்டுள்ளன: மதிப்பீடுகள் இல்லாமல், ${r.first} முதல் ${r.last} வரையிலான ஆண்டுகளுக்கு மட்டுமே விடுமுறைகள் பதிலளிக்கப்படும்.`,
    schoolNotPublished: (r) =>
      `கல்வி அமைச்சு ${r.year} ஆம் ஆண்டின் பள்ளி நாள்காட்டியை இன்னும் வெளியிடவில்லை: பள்ளித் தரவு ${r.years.join(', ')} ஆண்டுகளை உள்ளடக்கும். ` +
      `அது வெளியிடப்படும் வரை ${r.year} ஆம் ஆண்டின் தவணைகள், பள்ளி விடுமுறைகள், பள்ளி நாள்களுக்குப் பதிலளிக்கப்படாது.`,
    noSchoolCalendar: (r) =>
      `${r.year} ஆம் ஆண்டுக்குப் பள்ளி நாள்காட்டி இல்லை: பள்ளித் தரவு ${r.years.join(', ')} ஆண்டுகளை உள்ளடக்கும். ${r.years[0] ?? 2026} க்கு முந்தைய ஆண்டுகள் பராமரிக்கப்படுவதில்லை.`,
    noExams: (r) =>
      `${r.year} ஆம் ஆண்டுக்குத் தேர்வுத் தேதிகள் இல்லை: ${r.years.join(', ')} ஆண்டுகளுக்கு மட்டுமே தேர்வுகள் பட்டியலிடப்படுகின்றன.`,
    stateOrGroup: (_, name) => `${name('state')} அல்லது ${name('group')} கொடுக்கவும்.`,
    groupMismatch: (r, name) =>
      `${name('group')} ${r.group}, ஆனால் அப்போது ${r.state} ${r.stateGroup} குழுவில் உள்ளது; இரண்டில் ஒன்றை மட்டும் கொடுக்கவும்.`,
    statusNotAllowed: (r, name) =>
      `${name('status')} ஏற்பவை: ${r.statuses.join(', ')} (காற்புள்ளியால் பிரித்துப் பலவற்றை), அல்லது ${r.all} மட்டும்; கொடுக்கப்பட்டது ${r.value}.`,
    notTaken: (r, name) => `${name(r.parameter)} ஏற்பவை: ${r.allowed.join(', ')}; கொடுக்கப்பட்டது '${r.value}'.`,
    paidOnly: (r, name) =>
      `${name(r.parameter)} ஊழியரின் சம்பளத்துடன் கூடிய விடுமுறைகளைக் குறிக்கும்: அது holidays=paid உடன் மட்டுமே படிக்கப்படும்.`,
    restDayWorked: (r, name) =>
      `${name('restDay')} ${r.day}, அது வேலை வாரத்தில் வேலை செய்யும் நாள்: ஓய்வு நாள் வேலையில்லாத நாளாக இருக்க வேண்டும்.`,
    notWeekday: (r, name) =>
      `${name('restDay')} ${r.value}, அது கிழமையின் பெயர் அல்ல (sun, mon, tue, wed, thu, fri, sat, அல்லது முழுப் பெயர்).`,
    notWorkweek: (r, name) =>
      `${name('workweek')} எதிர்பார்த்தபடி எழுதப்படவில்லை: ${r.value} கிழமையின் பெயரோ இரு கிழமைகளின் வரம்போ அல்ல (sun, mon, tue, wed, thu, fri, sat, அல்லது முழுப் பெயர்; mon-fri).`,
    noDayOff: (_, name) =>
      `${name('workweek')} வாரத்தின் எல்லா நாள்களும் வேலை செய்கிறது: வேலை வாரத்தில் குறைந்தது ஒரு நாள் ஓய்வு இருக்க வேண்டும் (1955ஆம் ஆண்டு வேலைச் சட்டம், பிரிவு 59 இன் வார ஓய்வு நாள்).`,
    closedAndOpen: (r, name) =>
      `${name('closed')}, ${name('open')} இரண்டும் ${r.date} ஐக் குறிப்பிடுகின்றன: ஒரு நாள் மூடியதாகவோ திறந்ததாகவோ மட்டுமே இருக்கும்.`,
    tooManyEntries: (r, name) =>
      `${name(r.parameter)} இல் ${r.count} பதிவுகள் உள்ளன: அதிகபட்சம் ${r.limit} (தேதிகள் அல்லது வரம்புகள்) மட்டுமே ஏற்கப்படும்.`,
    backwardRange: (r, name) => `${name(r.parameter)} இல் உள்ள ${r.range} வரம்பு தொடங்கும் முன்பே முடிகிறது.`,
    notDateIn: (r, name) => `${name(r.parameter)} குறிப்பிடும் ${r.value}, YYYY-MM-DD என எழுதப்பட்ட உண்மையான தேதி அல்ல.`,
    dateNotCoveredIn: (r, name) =>
      `${name(r.parameter)} குறிப்பிடும் ${r.value}: அதன் நாள்களும் வரம்புகளும் தரவு உள்ளடக்கும் ${r.first} முதல் ${r.last} வரையிலான ஆண்டுகளுக்குள் இருக்க வேண்டும்.`,
    marketNotCovered: (r) =>
      `${r.year} ஆம் ஆண்டு ${r.market} (${r.id}) பதிலளிக்கப்படும் ஆண்டுகளுக்கு வெளியே உள்ளது: ${r.first} முதல் ${r.last} வரை.`,
  },
};
