/** The standard normal distribution's upper tail, accurate to about 1e-14 (no table). */

/** erf by its all-positive series (no cancellation), for |x| < 3. */
function erfSeries(x: number): number {
  let term = x;
  let sum = x;
  for (let n = 1; n < 200; n++) {
    term *= (2 * x * x) / (2 * n + 1);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return (2 / Math.sqrt(Math.PI)) * Math.exp(-x * x) * sum;
}

/** erfc by its continued fraction (modified Lentz), for x >= 3. */
function erfcContinuedFraction(x: number): number {
  const tiny = 1e-300;
  // erfc(x) = exp(-x^2)/sqrt(pi) * 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + ...)))))
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 500; n++) {
    const a = n / 2;
    d = x + a * d;
    d = Math.abs(d) < tiny ? 1 / tiny : 1 / d;
    c = x + a / c;
    if (Math.abs(c) < tiny) c = tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}

export function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  return x < 3 ? 1 - erfSeries(x) : erfcContinuedFraction(x);
}

/** P(Z > z) for a standard normal Z. */
export function normalSurvival(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2);
}
