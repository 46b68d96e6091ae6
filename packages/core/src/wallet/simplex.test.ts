import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LinearProgram, type LinearRow, solveLinearProgram } from './simplex';

const row = (coefficients: number[], sense: LinearRow['sense'], rhs: number): LinearRow => ({
  columns: coefficients.map((_, index) => index),
  coefficients,
  sense,
  rhs,
});

/**
 * The optimum by brute force: every vertex is where n of the constraints (rows as equalities, or a
 * variable at a bound) meet; the best feasible one is the optimum of a bounded program.
 */
function bruteForce(program: LinearProgram): number | null {
  const n = program.objective.length;
  const planes: { a: number[]; b: number }[] = [];
  for (const line of program.rows) {
    const a = Array.from({ length: n }, () => 0);
    line.columns.forEach((column, position) => {
      a[column] = line.coefficients[position] as number;
    });
    planes.push({ a, b: line.rhs });
  }
  for (let column = 0; column < n; column++) {
    const unit = Array.from({ length: n }, (_, index) => (index === column ? 1 : 0));
    planes.push({ a: unit, b: program.lower[column] as number });
    planes.push({ a: unit, b: program.upper[column] as number });
  }
  const feasible = (x: number[]) =>
    program.rows.every((line) => {
      const value = line.columns.reduce(
        (acc, column, position) => acc + (line.coefficients[position] as number) * (x[column] as number),
        0,
      );
      return line.sense === 'le'
        ? value <= line.rhs + 1e-7
        : line.sense === 'ge'
          ? value >= line.rhs - 1e-7
          : Math.abs(value - line.rhs) <= 1e-7;
    }) &&
    x.every(
      (value, column) =>
        value >= (program.lower[column] as number) - 1e-7 && value <= (program.upper[column] as number) + 1e-7,
    );
  let best: number | null = null;
  const choose = (start: number, chosen: number[]) => {
    if (chosen.length === n) {
      const x = solveSquare(chosen.map((index) => planes[index] as { a: number[]; b: number }));
      if (x && feasible(x)) {
        const value = x.reduce((acc, xi, column) => acc + xi * (program.objective[column] as number), 0);
        if (best === null || value > best) best = value;
      }
      return;
    }
    for (let index = start; index < planes.length; index++) choose(index + 1, [...chosen, index]);
  };
  choose(0, []);
  return best;
}

/** Gaussian elimination; null when singular. */
function solveSquare(planes: { a: number[]; b: number }[]): number[] | null {
  const n = planes.length;
  const m = planes.map((plane) => [...plane.a, plane.b]);
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let r = column + 1; r < n; r++)
      if (Math.abs(m[r]?.[column] as number) > Math.abs(m[pivot]?.[column] as number)) pivot = r;
    if (Math.abs(m[pivot]?.[column] as number) < 1e-9) return null;
    [m[column], m[pivot]] = [m[pivot] as number[], m[column] as number[]];
    const lead = m[column] as number[];
    for (let r = 0; r < n; r++) {
      if (r === column) continue;
      const target = m[r] as number[];
      const factor = (target[column] as number) / (lead[column] as number);
      for (let c = column; c <= n; c++) target[c] = (target[c] as number) - factor * (lead[c] as number);
    }
  }
  return m.map((line, index) => (line[n] as number) / (line[index] as number));
}

describe('solveLinearProgram', () => {
  it('finds the optimum of a textbook program', () => {
    // max 3x + 5y, x ≤ 4, 2y ≤ 12, 3x + 2y ≤ 18: optimum 36 at (2, 6).
    const solution = solveLinearProgram({
      objective: [3, 5],
      lower: [0, 0],
      upper: [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
      rows: [row([1, 0], 'le', 4), row([0, 2], 'le', 12), row([3, 2], 'le', 18)],
    });
    expect(solution.status).toBe('optimal');
    if (solution.status !== 'optimal') return;
    expect(solution.value).toBeCloseTo(36, 9);
    expect([...solution.x]).toEqual([expect.closeTo(2, 9), expect.closeTo(6, 9)]);
  });

  it('meets equalities and ≥ rows, and uses bounds on columns', () => {
    // x + y = 5, x − y ≥ 1, 0 ≤ x ≤ 2: x − y ≥ 1 with x ≤ 2 gives y ≤ 1, so x + y ≤ 3 < 5: infeasible.
    const infeasible = solveLinearProgram({
      objective: [1, 1],
      lower: [0, 0],
      upper: [2, Number.POSITIVE_INFINITY],
      rows: [row([1, 1], 'eq', 5), row([1, -1], 'ge', 1)],
    });
    expect(infeasible.status).toBe('infeasible');
    // max 2x + y, x + y = 5, x − y ≥ 1, 1 ≤ x ≤ 4: x = 4, y = 1, value 9.
    const solution = solveLinearProgram({
      objective: [2, 1],
      lower: [1, 0],
      upper: [4, Number.POSITIVE_INFINITY],
      rows: [row([1, 1], 'eq', 5), row([1, -1], 'ge', 1)],
    });
    expect(solution.status).toBe('optimal');
    if (solution.status === 'optimal') expect(solution.value).toBeCloseTo(9, 9);
  });

  it('reports an unbounded program', () => {
    const solution = solveLinearProgram({
      objective: [1, 0],
      lower: [0, 0],
      upper: [Number.POSITIVE_INFINITY, 1],
      rows: [row([1, -1], 'ge', 0)],
    });
    expect(solution.status).toBe('unbounded');
  });

  it('agrees with a brute-force search over vertices on generated bounded programs', () => {
    const coefficient = fc.integer({ min: -4, max: 4 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((n) =>
          fc.record({
            objective: fc.array(coefficient, { minLength: n, maxLength: n }),
            upper: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: n, maxLength: n }),
            rows: fc.array(
              fc.record({
                coefficients: fc.array(coefficient, { minLength: n, maxLength: n }),
                sense: fc.constantFrom<LinearRow['sense']>('le', 'ge', 'eq'),
                rhs: fc.integer({ min: -6, max: 12 }),
              }),
              { maxLength: 4 },
            ),
          }),
        ),
        ({ objective, upper, rows }) => {
          const program: LinearProgram = {
            objective,
            lower: objective.map(() => 0),
            upper,
            rows: rows.map((line) => row(line.coefficients, line.sense, line.rhs)),
          };
          const expected = bruteForce(program);
          const solution = solveLinearProgram(program);
          if (expected === null) expect(solution.status).toBe('infeasible');
          else {
            expect(solution.status).toBe('optimal');
            if (solution.status === 'optimal') expect(solution.value).toBeCloseTo(expected, 6);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('answers larger programs feasibly, whatever the order of their rows and columns', () => {
    // Transport-like programs as the wallet makes them: supplies to share out, capacities, a few
    // coupling rows with large and small coefficients.
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 14 }).chain((n) =>
          fc.record({
            objective: fc.array(
              fc.integer({ min: 0, max: 400 }).map((cents) => cents / 1000),
              { minLength: n, maxLength: n },
            ),
            upper: fc.array(
              fc.oneof(
                fc.constant(Number.POSITIVE_INFINITY),
                fc.integer({ min: 0, max: 60 }).map((v) => v / 100),
              ),
              { minLength: n, maxLength: n },
            ),
            rows: fc.array(
              fc.record({
                coefficients: fc.array(fc.constantFrom(0, 0, 0, 1, 1, -1, 0.35, 12, -0.004), {
                  minLength: n,
                  maxLength: n,
                }),
                sense: fc.constantFrom<LinearRow['sense']>('le', 'le', 'ge', 'eq'),
                rhs: fc.integer({ min: 0, max: 100 }).map((v) => v / 100),
              }),
              { minLength: 1, maxLength: 12 },
            ),
            shift: fc.nat(),
          }),
        ),
        ({ objective, upper, rows, shift }) => {
          const n = objective.length;
          // Every column bounded, so that the program is.
          const bounded = upper.map((value) => (Number.isFinite(value) ? value : 5));
          const program: LinearProgram = {
            objective,
            lower: objective.map(() => 0),
            upper: bounded,
            rows: rows.map((line) => row(line.coefficients, line.sense, line.rhs)),
          };
          const solution = solveLinearProgram(program);
          // The same program, rows reversed and columns rotated.
          const rotate = (column: number) => (column + shift) % n;
          const moved: LinearProgram = {
            objective: objective.map((_, column) => objective[rotate(column)] as number),
            lower: objective.map(() => 0),
            upper: objective.map((_, column) => bounded[rotate(column)] as number),
            rows: [...program.rows].reverse().map((line) => ({
              ...line,
              columns: line.columns.map((column) => (column - (shift % n) + n) % n),
            })),
          };
          const other = solveLinearProgram(moved);
          expect(other.status).toBe(solution.status);
          if (solution.status !== 'optimal' || other.status !== 'optimal') return;
          expect(other.value).toBeCloseTo(solution.value, 7);
          for (const line of program.rows) {
            const value = line.columns.reduce(
              (acc, column, position) => acc + (line.coefficients[position] as number) * (solution.x[column] as number),
              0,
            );
            if (line.sense !== 'ge') expect(value).toBeLessThanOrEqual(line.rhs + 1e-7);
            if (line.sense !== 'le') expect(value).toBeGreaterThanOrEqual(line.rhs - 1e-7);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
