/** The statistics behind the drought and flood alerts. Pure. */

/** ln Γ(x), Lanczos approximation (g = 7, 9 terms), accurate to about 15 digits for x > 0. */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
    9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The regularised lower incomplete gamma function P(a, x): a series below a + 1, a continued fraction above. */
export function regularisedGammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  const logPrefix = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return sum * Math.exp(logPrefix);
  }
  // Lentz's method for the continued fraction of Q(a, x).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return 1 - Math.exp(logPrefix) * h;
}

/** Φ⁻¹(p), the standard normal quantile: Acklam's rational approximation (relative error under 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
  const b = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
  const c = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  const clamped = Math.min(1 - 1e-12, Math.max(1e-12, p));
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (clamped < low) return tail(Math.sqrt(-2 * Math.log(clamped)));
  if (clamped > 1 - low) return -tail(Math.sqrt(-2 * Math.log(1 - clamped)));
  const q = clamped - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/**
 * The Standardized Precipitation Index of `total` against the same window's totals in other years (McKee, Doesken
 * and Kleist, 1993): a gamma distribution fitted by Thom's maximum-likelihood estimate to the non-zero totals, the
 * share of dry windows added as a point mass at zero, then the normal quantile of that probability.
 * Undefined with fewer than 10 non-zero years, as no fit can be trusted.
 */
export function standardizedPrecipitationIndex(total: number, history: readonly number[]): number | undefined {
  const wet = history.filter((value) => value > 0);
  if (wet.length < 10) return undefined;
  const mean = wet.reduce((sum, value) => sum + value, 0) / wet.length;
  const meanLog = wet.reduce((sum, value) => sum + Math.log(value), 0) / wet.length;
  const A = Math.log(mean) - meanLog;
  const shape = (1 + Math.sqrt(1 + (4 * A) / 3)) / (4 * A);
  const scale = mean / shape;
  const dryShare = (history.length - wet.length) / history.length;
  const probability = dryShare + (1 - dryShare) * regularisedGammaP(shape, total / scale);
  return normalQuantile(probability);
}

/**
 * The flow exceeded on average once in `years` years, from a Gumbel (EV1) distribution fitted by the method of
 * moments to annual maxima: the practice behind GloFAS's 2-, 5- and 20-year flood thresholds.
 */
export function gumbelReturnLevel(annualMaxima: readonly number[], years: number): number {
  const n = annualMaxima.length;
  const mean = annualMaxima.reduce((sum, value) => sum + value, 0) / n;
  const variance = annualMaxima.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1);
  const alpha = (Math.sqrt(6) * Math.sqrt(variance)) / Math.PI;
  const location = mean - 0.5772156649 * alpha;
  return location - alpha * Math.log(-Math.log(1 - 1 / years));
}
