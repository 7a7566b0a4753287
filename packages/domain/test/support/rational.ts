/*
 * An exact rational number, for tests only: the reference the pricing properties compare the
 * product to. Built on BigInt and nothing from decimal.js, so a precision or rounding slip in the
 * product's decimal code cannot be repeated in the reference.
 */

const abs = (n: bigint): bigint => (n < 0n ? -n : n);

function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** num/den in lowest terms with den > 0, so two equal values have the same fields. */
export class Rational {
  private constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  static of(num: bigint, den = 1n): Rational {
    if (den === 0n) throw new RangeError('A rational needs a denominator other than zero');
    const sign = den < 0n ? -1n : 1n;
    const g = gcd(num, den);
    return new Rational((sign * num) / g, (sign * den) / g);
  }

  /** A plain decimal as typed or sent on the wire: '12.3456', '-0.5', '.5', '+3', '7.'. */
  static parse(text: string): Rational {
    const match = DECIMAL_TEXT.exec(text.trim());
    const whole = match?.[2] ?? '';
    const fraction = match?.[3] ?? '';
    if (!match || whole + fraction === '') throw new SyntaxError(`Not a decimal: "${text}"`);
    const sign = match[1] === '-' ? -1n : 1n;
    return Rational.of(sign * BigInt(whole + fraction), 10n ** BigInt(fraction.length));
  }

  add(o: Rational): Rational {
    return Rational.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }

  sub(o: Rational): Rational {
    return Rational.of(this.num * o.den - o.num * this.den, this.den * o.den);
  }

  mul(o: Rational): Rational {
    return Rational.of(this.num * o.num, this.den * o.den);
  }

  div(o: Rational): Rational {
    if (o.num === 0n) throw new RangeError('Division by zero');
    return Rational.of(this.num * o.den, this.den * o.num);
  }

  /** -1, 0 or 1 as this is below, equal to or above o (denominators are positive). */
  compare(o: Rational): -1 | 0 | 1 {
    const left = this.num * o.den;
    const right = o.num * this.den;
    return left < right ? -1 : left > right ? 1 : 0;
  }

  eq(o: Rational): boolean {
    return this.compare(o) === 0;
  }

  lt(o: Rational): boolean {
    return this.compare(o) < 0;
  }

  lte(o: Rational): boolean {
    return this.compare(o) <= 0;
  }

  gt(o: Rational): boolean {
    return this.compare(o) > 0;
  }

  /**
   * To 4 places the way the product rounds (decimal.js ROUND_HALF_UP in `round4`): to the nearest
   * 0.0001, a tie away from zero, so -0.00005 becomes -0.0001, as 0.00005 becomes 0.0001.
   */
  round4(): Rational {
    return this.round(4);
  }

  /** The product's `toFixed(4)` of the rounded value: exactly 4 places, and zero never signed. */
  toFixed4(): string {
    return this.toFixed(4);
  }

  /** To the nearest 10^-places, a tie away from zero. */
  round(places: number): Rational {
    const scale = 10n ** BigInt(places);
    const scaled = abs(this.num) * scale;
    let units = scaled / this.den;
    if (2n * (scaled % this.den) >= this.den) units += 1n;
    return Rational.of(this.num < 0n ? -units : units, scale);
  }

  /** Rounded as `round` does and written with exactly that many places (exact when they suffice). */
  toFixed(places: number): string {
    const scale = 10n ** BigInt(places);
    const rounded = this.round(places);
    const units = rounded.num * (scale / rounded.den);
    const digits = abs(units)
      .toString()
      .padStart(places + 1, '0');
    const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
    return units < 0n ? `-${text}` : text;
  }

  toString(): string {
    return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`;
  }
}

export const ZERO = Rational.of(0n);
export const ONE = Rational.of(1n);
export const HUNDRED = Rational.of(100n);
