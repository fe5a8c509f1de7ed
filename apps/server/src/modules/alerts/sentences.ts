import type { AlertLevel, Language } from '@farmsight/contracts';

/** One rain window of the drought check: its rain, the median of the same dates in the archive years, and its SPI. */
export type RainWindow = { days: number; total: number; median: number; spi: number };
export type RainClass = 'extreme' | 'very heavy' | 'heavy';

/**
 * The alerts' sentences in each language the app speaks (ADR 0051). `message` is in the farmer's words; the indices,
 * return periods and thresholds behind it go in `workings`, which the screen folds away. Figures and dates come in
 * already written for the language.
 */
export type AlertSentences = {
  heavyRain: { title: (rainClass: RainClass, date: string) => string; message: (mm: number, date: string, chance: number | null) => string };
  heat: {
    title: (severe: boolean, date: string) => string;
    message: (tmax: number, date: string, normal: { departure: number; normal: number } | undefined) => string;
  };
  cold: { title: (date: string) => string; message: (tmin: number, date: string) => string };
  drought: {
    title: (level: AlertLevel) => string;
    message: (windows: RainWindow[]) => string;
    workings: (windows: RainWindow[], years: string) => string;
  };
  flood: {
    title: (level: AlertLevel) => string;
    message: (peak: { flow: string; date: string; years: number }) => string;
    workings: (point: string, since: string, flows: { years: number; flow: string }[]) => string;
  };
  /** What the thresholds rest on, per alert kind. */
  basis: Record<'heavy-rain' | 'heat' | 'drought' | 'flood' | 'cold', string>;
};

const round1 = (value: number) => Math.round(value * 10) / 10;
/** How far a window's rain is from its usual amount, in whole per cent (positive: below). */
const shortfall = ({ total, median }: RainWindow) => (median > 0 ? Math.round(((median - total) / median) * 100) : 0);

const english: AlertSentences = {
  heavyRain: {
    title: (rainClass, date) => `${{ extreme: 'Extremely heavy rain', 'very heavy': 'Very heavy rain', heavy: 'Heavy rain' }[rainClass]} on ${date}`,
    message: (mm, date, chance) => `${round1(mm)} mm of rain is forecast for ${date}${chance === null ? '' : ` (${chance} % chance of rain)`}.`,
  },
  heat: {
    title: (severe, date) => `${severe ? 'Severe heat wave' : 'Heat wave'} on ${date}`,
    message: (tmax, date, normal) =>
      `A maximum of ${round1(tmax)} °C is forecast for ${date}${normal ? `, ${round1(normal.departure)} °C above the normal ${round1(normal.normal)} °C for the date` : ''}.`,
  },
  cold: {
    title: (date) => `Frost risk on ${date}`,
    message: (tmin, date) => `A minimum of ${round1(tmin)} °C is forecast for the night of ${date}.`,
  },
  drought: {
    title: (level) => ({ severe: 'Severe drought', warning: 'Drought', watch: 'Dry spell' })[level],
    message: (windows) =>
      `Rain is well below normal: ${windows
        .map((window) => {
          const percent = shortfall(window);
          return `the last ${window.days} days brought ${round1(window.total)} mm, ${Math.abs(percent)}% ${percent >= 0 ? 'less' : 'more'} than the usual ${round1(window.median)} mm for these dates`;
        })
        .join('; ')}.`,
    workings: (windows, years) =>
      `Standardized Precipitation Index against the same dates in ${years}: ${windows.map((window) => `SPI-${window.days} ${window.spi.toFixed(2)}`).join(', ')}.`,
  },
  flood: {
    title: (level) => ({ severe: 'Severe flood risk', warning: 'Flood warning', watch: 'Flood watch' })[level],
    message: ({ flow, date, years }) =>
      `The nearest large river to your farm is forecast to carry ${flow} m³/s on ${date}, more than the flood it reaches about once in ${years} years.`,
    workings: (point, since, flows) =>
      `GloFAS forecast for the river at ${point}; return flows from its daily series since ${since}: ${flows.map(({ years, flow }) => `${years}-year ${flow} m³/s`).join(', ')}.`,
  },
  basis: {
    'heavy-rain': 'IMD rainfall intensity classes: heavy 64.5-115.5 mm/day, very heavy 115.6-204.4, extremely heavy 204.5 or more',
    heat: 'IMD heat wave criteria: maximum at least 40 °C and 4.5 °C above normal (severe above 6.4 °C), or at least 45 °C (severe from 47 °C)',
    drought: 'SPI (McKee et al., 1993) against 30 years of ERA5-Land rain; levels after the US Drought Monitor bands',
    flood:
      'GloFAS river discharge (Copernicus) through the Open-Meteo flood API; 2-, 5- and 20-year return flows from a Gumbel fit of the annual maxima since 1984',
    cold: 'Frost risk when the minimum is 2 °C or lower',
  },
};

const hindi: AlertSentences = {
  heavyRain: {
    title: (rainClass, date) => `${date} को ${{ extreme: 'अत्यधिक भारी बारिश', 'very heavy': 'बहुत भारी बारिश', heavy: 'भारी बारिश' }[rainClass]}`,
    message: (mm, date, chance) => `${date} को ${round1(mm)} mm बारिश का पूर्वानुमान है${chance === null ? '' : ` (बारिश की संभावना ${chance} %)`}।`,
  },
  heat: {
    title: (severe, date) => `${date} को ${severe ? 'भीषण लू' : 'लू'}`,
    message: (tmax, date, normal) =>
      `${date} को अधिकतम तापमान ${round1(tmax)} °C रहने का पूर्वानुमान है${normal ? `, जो इस तारीख़ के सामान्य ${round1(normal.normal)} °C से ${round1(normal.departure)} °C ज़्यादा है` : ''}।`,
  },
  cold: {
    title: (date) => `${date} को पाले का ख़तरा`,
    message: (tmin, date) => `${date} की रात न्यूनतम तापमान ${round1(tmin)} °C तक गिरने का पूर्वानुमान है।`,
  },
  drought: {
    title: (level) => ({ severe: 'गंभीर सूखा', warning: 'सूखा', watch: 'सूखे का दौर' })[level],
    message: (windows) =>
      `बारिश सामान्य से बहुत कम है: ${windows
        .map((window) => {
          const percent = shortfall(window);
          return `पिछले ${window.days} दिनों में ${round1(window.total)} mm बारिश हुई, जो इन तारीख़ों की सामान्य ${round1(window.median)} mm से ${Math.abs(percent)}% ${percent >= 0 ? 'कम' : 'ज़्यादा'} है`;
        })
        .join('; ')}।`,
    workings: (windows, years) =>
      `मानकीकृत वर्षा सूचकांक (SPI), ${years} की इन्हीं तारीख़ों से तुलना: ${windows.map((window) => `${window.days} दिन का SPI ${window.spi.toFixed(2)}`).join(', ')}।`,
  },
  flood: {
    title: (level) => ({ severe: 'बाढ़ का गंभीर ख़तरा', warning: 'बाढ़ की चेतावनी', watch: 'बाढ़ पर नज़र रखें' })[level],
    message: ({ flow, date, years }) =>
      `आपके खेत के सबसे पास की बड़ी नदी में ${date} को ${flow} m³/s पानी बहने का पूर्वानुमान है, जो लगभग ${years} साल में एक बार आने वाली बाढ़ से ज़्यादा है।`,
    workings: (point, since, flows) =>
      `${point} पर नदी का GloFAS पूर्वानुमान; ${since} से उसके रोज़ के बहाव से निकले वापसी बहाव: ${flows.map(({ years, flow }) => `${years} साल में एक बार ${flow} m³/s`).join(', ')}।`,
  },
  basis: {
    'heavy-rain': 'भारत मौसम विज्ञान विभाग के दैनिक बारिश के वर्ग: भारी 64.5-115.5 mm/दिन, बहुत भारी 115.6-204.4, अत्यधिक भारी 204.5 या ज़्यादा',
    heat: 'भारत मौसम विज्ञान विभाग की लू की कसौटी: अधिकतम कम से कम 40 °C और सामान्य से 4.5 °C ज़्यादा (6.4 °C से ज़्यादा पर भीषण), या कम से कम 45 °C (47 °C से भीषण)',
    drought: 'मानकीकृत वर्षा सूचकांक (मैकी और साथी, 1993), ERA5-Land के 30 साल की बारिश से; स्तर अमेरिका की सूखा निगरानी की श्रेणियों के अनुसार',
    flood: 'GloFAS (कोपरनिकस) का नदी बहाव, Open-Meteo बाढ़ सेवा से; 1984 से हर साल के सबसे बड़े बहाव पर गंबेल वितरण से 2, 5 और 20 साल के वापसी बहाव',
    cold: 'न्यूनतम तापमान 2 °C या कम होने पर पाले का ख़तरा',
  },
};

export const alertSentences: Record<Language, AlertSentences> = { en: english, hi: hindi };
