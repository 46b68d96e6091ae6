/**
 * A small exact linear-program solver: maximise c·x subject to rows a·x (≤ | = | ≥) b and bounds
 * lo ≤ x ≤ hi, by the two-phase primal simplex method with bounded variables on a dense tableau.
 *
 * Exact means: the answer is a vertex where no improving direction is left (every reduced cost has the
 * right sign within `EPSILON`), so it is the optimum up to floating-point rounding, not an
 * approximation by steps. The wallet's programs have a few dozen rows and columns, all variables
 * bounded, so a dense tableau is both the simplest and the fastest choice. Dantzig's rule picks the
 * entering column; after a run of degenerate pivots Bland's rule takes over, which cannot cycle. The
 * ratio test is Harris's (the largest pivot among the rows that nearly tie), so that a tiny pivot never
 * blows the tableau up; the answer is checked against the rows and, should rounding have spoilt it,
 * solved again with Bland's rule throughout.
 */

export type RowSense = 'le' | 'eq' | 'ge';

export interface LinearRow {
  /** Column indices and their coefficients (a column at most once). */
  columns: readonly number[];
  coefficients: readonly number[];
  sense: RowSense;
  rhs: number;
}

export interface LinearProgram {
  /** Objective coefficient of each column (maximised). */
  objective: ArrayLike<number>;
  lower: ArrayLike<number>;
  /** Upper bounds; Infinity for none. */
  upper: ArrayLike<number>;
  rows: readonly LinearRow[];
}

export type LinearSolution =
  | { status: 'optimal'; value: number; x: Float64Array }
  | { status: 'infeasible' }
  | { status: 'unbounded' };

/** Tolerance on feasibility and reduced costs: the programs are scaled to values near 1. */
export const EPSILON = 1e-9;
const PIVOT_TOLERANCE = 1e-9;
/** A solution breaking a row by more than this share of the row's size is solved again. */
const CHECK_TOLERANCE = 1e-7;
/** How far a basic variable may stray past a bound within one step (Harris's ratio test). */
const FEASIBILITY = 1e-9;
/** Degenerate pivots in a row before Bland's rule takes over. */
const DEGENERATE_RUN = 50;

const AT_LOWER = 0;
const AT_UPPER = 1;
const BASIC = 2;

// Scratch space reused from one solve to the next (the solver is synchronous): a wallet solves many
// small programs, and fresh arrays each time cost more in garbage collection than the solving.
let floats = new Float64Array(0);
let integers = new Int32Array(0);
let states = new Uint8Array(0);

class Tableau {
  /** Row-major, `rowCount` rows of `width` entries (the basis inverse times the constraint matrix). */
  readonly cells: Float64Array;
  /** Values of the basic variables, row by row. */
  readonly values: Float64Array;
  readonly basis: Int32Array;
  readonly state: Uint8Array;
  readonly lower: Float64Array;
  readonly upper: Float64Array;
  /** Reduced costs of the current phase's objective. */
  readonly reduced: Float64Array;
  /** The objective of the current phase. */
  readonly cost: Float64Array;
  /** The columns where the pivot row is not zero. */
  readonly nonzero: Int32Array;

  constructor(
    readonly rowCount: number,
    readonly width: number,
  ) {
    const cellCount = rowCount * width;
    const floatCount = cellCount + rowCount + 4 * width;
    if (floats.length < floatCount) floats = new Float64Array(Math.max(floatCount, floats.length * 2));
    if (integers.length < rowCount + width) integers = new Int32Array(Math.max(rowCount + width, integers.length * 2));
    if (states.length < width) states = new Uint8Array(Math.max(width, states.length * 2));
    floats.fill(0, 0, floatCount);
    states.fill(0, 0, width);
    this.cells = floats.subarray(0, cellCount);
    this.values = floats.subarray(cellCount, cellCount + rowCount);
    let offset = cellCount + rowCount;
    this.lower = floats.subarray(offset, offset + width);
    offset += width;
    this.upper = floats.subarray(offset, offset + width);
    offset += width;
    this.reduced = floats.subarray(offset, offset + width);
    offset += width;
    this.cost = floats.subarray(offset, offset + width);
    this.basis = integers.subarray(0, rowCount);
    this.nonzero = integers.subarray(rowCount, rowCount + width);
    this.state = states.subarray(0, width);
  }

  /** The value of a nonbasic column (at one of its bounds). */
  nonbasicValue(column: number): number {
    return this.state[column] === AT_UPPER ? (this.upper[column] as number) : (this.lower[column] as number);
  }

  /** Sets the reduced costs for `cost` (the current phase's objective) given the current basis. */
  price(): void {
    const { reduced, cells, width, basis, rowCount, cost } = this;
    reduced.set(cost);
    for (let row = 0; row < rowCount; row++) {
      const basicCost = cost[basis[row] as number] as number;
      if (basicCost === 0) continue;
      const offset = row * width;
      for (let column = 0; column < width; column++)
        reduced[column] = (reduced[column] as number) - basicCost * (cells[offset + column] as number);
    }
  }

  /** Makes `entering` basic in `pivotRow` (the point does not move: `values` are set by the caller). */
  pivot(pivotRow: number, entering: number): void {
    const { cells, width, rowCount, reduced, nonzero } = this;
    const offset = pivotRow * width;
    const pivotValue = cells[offset + entering] as number;
    // The rows are sparse: only the pivot row's nonzero columns change elsewhere.
    let count = 0;
    for (let column = 0; column < width; column++) {
      const value = cells[offset + column] as number;
      if (value === 0) continue;
      cells[offset + column] = value / pivotValue;
      nonzero[count++] = column;
    }
    for (let row = 0; row < rowCount; row++) {
      if (row === pivotRow) continue;
      const rowOffset = row * width;
      const factor = cells[rowOffset + entering] as number;
      if (factor === 0) continue;
      for (let index = 0; index < count; index++) {
        const column = nonzero[index] as number;
        cells[rowOffset + column] = (cells[rowOffset + column] as number) - factor * (cells[offset + column] as number);
      }
      cells[rowOffset + entering] = 0;
    }
    const factor = reduced[entering] as number;
    if (factor !== 0) {
      for (let index = 0; index < count; index++) {
        const column = nonzero[index] as number;
        reduced[column] = (reduced[column] as number) - factor * (cells[offset + column] as number);
      }
      reduced[entering] = 0;
    }
  }

  /**
   * Runs the simplex iterations for the reduced costs in place (maximising). Returns false when the
   * objective is unbounded. `values` hold the basic variables' values throughout. Only columns below
   * `enterable` may enter the basis. Dantzig's rule, Bland's in a run of degenerate steps (or always).
   */
  optimise(enterable: number, blandOnly: boolean): boolean {
    const { rowCount, width, cells, values, basis, state, lower, upper, reduced } = this;
    let degenerate = 0;
    for (let iteration = 0; iteration < 50_000; iteration++) {
      const bland = blandOnly || degenerate >= DEGENERATE_RUN;
      let entering = -1;
      let best = EPSILON;
      for (let column = 0; column < enterable; column++) {
        const columnState = state[column];
        if (columnState === BASIC) continue;
        const cost = reduced[column] as number;
        const gain = columnState === AT_LOWER ? cost : -cost;
        if (gain > best && (upper[column] as number) > (lower[column] as number)) {
          entering = column;
          if (bland) break;
          best = gain;
        }
      }
      if (entering < 0) return true;
      const direction = state[entering] === AT_LOWER ? 1 : -1;
      // Ratio test (Harris's, in two passes): how far the entering column can move before a basic
      // variable, or the column itself, reaches a bound. First the longest step that breaks no bound by
      // more than the feasibility tolerance; then, among the rows that limit the step within it, the one
      // with the largest pivot (Bland: the lowest column), so that no tiny pivot blows the tableau up.
      const range = (upper[entering] as number) - (lower[entering] as number);
      let limit = range;
      for (let row = 0; row < rowCount; row++) {
        const alpha = direction * (cells[row * width + entering] as number);
        if (alpha > PIVOT_TOLERANCE) {
          const room = (values[row] as number) - (lower[basis[row] as number] as number);
          limit = Math.min(limit, (Math.max(0, room) + FEASIBILITY) / alpha);
        } else if (alpha < -PIVOT_TOLERANCE) {
          const bound = upper[basis[row] as number] as number;
          if (bound !== Number.POSITIVE_INFINITY)
            limit = Math.min(limit, (Math.max(0, bound - (values[row] as number)) + FEASIBILITY) / -alpha);
        }
      }
      if (limit === Number.POSITIVE_INFINITY) return false;
      let step = range;
      let leaving = -1;
      if (range > limit) {
        let chosen = 0;
        for (let row = 0; row < rowCount; row++) {
          const alpha = direction * (cells[row * width + entering] as number);
          let room: number;
          if (alpha > PIVOT_TOLERANCE) room = (values[row] as number) - (lower[basis[row] as number] as number);
          else if (alpha < -PIVOT_TOLERANCE) {
            const bound = upper[basis[row] as number] as number;
            if (bound === Number.POSITIVE_INFINITY) continue;
            room = bound - (values[row] as number);
          } else continue;
          const ratio = Math.max(0, room) / Math.abs(alpha);
          if (ratio > limit) continue;
          const better = bland
            ? leaving < 0 || (basis[row] as number) < (basis[leaving] as number)
            : Math.abs(alpha) > chosen;
          if (better) {
            leaving = row;
            chosen = Math.abs(alpha);
            step = ratio;
          }
        }
      }
      degenerate = step <= EPSILON ? degenerate + 1 : 0;
      // Move the basic variables along the entering column.
      if (step > 0)
        for (let row = 0; row < rowCount; row++) {
          const alpha = cells[row * width + entering] as number;
          if (alpha !== 0) values[row] = (values[row] as number) - direction * step * alpha;
        }
      if (leaving < 0) {
        // The entering column reaches its other bound: no change of basis.
        state[entering] = direction > 0 ? AT_UPPER : AT_LOWER;
        continue;
      }
      const leavingBasic = basis[leaving] as number;
      const alpha = direction * (cells[leaving * width + entering] as number);
      state[leavingBasic] = alpha > 0 ? AT_LOWER : AT_UPPER;
      const enteringValue = this.nonbasicValue(entering) + direction * step;
      this.pivot(leaving, entering);
      values[leaving] = enteringValue;
      basis[leaving] = entering;
      state[entering] = BASIC;
    }
    throw new Error('The simplex method did not converge');
  }
}

/**
 * Solves `program`. Columns must have finite lower bounds; rows are taken as given (a row without
 * columns must hold on its own).
 */
export function solveLinearProgram(program: LinearProgram): LinearSolution {
  const solution = solveWith(program, false);
  if (solution.status !== 'optimal' || violation(program, solution.x) <= CHECK_TOLERANCE) return solution;
  // Rounding went wrong along the way (not seen in testing since the ratio test became Harris's): once
  // more with Bland's rule throughout, slower but steadier.
  return solveWith(program, true);
}

/** The largest amount by which `x` (within its bounds) breaks a row, relative to the row's size. */
function violation(program: LinearProgram, x: Float64Array): number {
  let worst = 0;
  for (const row of program.rows) {
    let value = 0;
    let size = Math.abs(row.rhs);
    for (let position = 0; position < row.columns.length; position++) {
      const term = (row.coefficients[position] as number) * (x[row.columns[position] as number] as number);
      value += term;
      size = Math.max(size, Math.abs(term));
    }
    const excess =
      row.sense === 'le' ? value - row.rhs : row.sense === 'ge' ? row.rhs - value : Math.abs(value - row.rhs);
    worst = Math.max(worst, excess / Math.max(1, size));
  }
  return worst;
}

function solveWith(program: LinearProgram, blandOnly: boolean): LinearSolution {
  const columnCount = program.objective.length;
  const rowCount = program.rows.length;
  for (let column = 0; column < columnCount; column++) {
    if (!Number.isFinite(program.lower[column] as number)) throw new Error('Every column needs a finite lower bound');
    if ((program.upper[column] as number) < (program.lower[column] as number) - EPSILON)
      return { status: 'infeasible' };
  }
  // What each row lacks at the starting point (every column at its lower bound), and whether its slack
  // can make it up: a·x + s = b with s ≥ 0 (≤ rows), s ≤ 0 stored as −s ≥ 0 (≥ rows), s = 0 (equalities).
  const residuals = new Float64Array(rowCount);
  const slackStarts = new Uint8Array(rowCount);
  let artificials = 0;
  for (let index = 0; index < rowCount; index++) {
    const row = program.rows[index] as LinearRow;
    let residual = row.rhs;
    for (let position = 0; position < row.columns.length; position++)
      residual -= (row.coefficients[position] as number) * (program.lower[row.columns[position] as number] as number);
    residuals[index] = residual;
    const starts =
      row.sense === 'eq' ? Math.abs(residual) <= EPSILON : row.sense === 'le' ? residual >= 0 : residual <= 0;
    slackStarts[index] = starts ? 1 : 0;
    if (!starts) artificials++;
  }
  // Columns: the program's, one slack per row, one artificial per row whose slack cannot start.
  const slackStart = columnCount;
  const artificialStart = columnCount + rowCount;
  const width = artificialStart + artificials;
  const tableau = new Tableau(rowCount, width);
  const { cells, values, basis, state, lower, upper } = tableau;
  for (let column = 0; column < columnCount; column++) {
    lower[column] = program.lower[column] as number;
    upper[column] = Math.max(lower[column] as number, program.upper[column] as number);
    state[column] = AT_LOWER;
  }
  let nextArtificial = artificialStart;
  for (let index = 0; index < rowCount; index++) {
    const row = program.rows[index] as LinearRow;
    const offset = index * width;
    for (let position = 0; position < row.columns.length; position++) {
      const column = row.columns[position] as number;
      cells[offset + column] = (cells[offset + column] as number) + (row.coefficients[position] as number);
    }
    const residual = residuals[index] as number;
    const slack = slackStart + index;
    const sign = row.sense === 'ge' ? -1 : 1;
    cells[offset + slack] = sign;
    lower[slack] = 0;
    upper[slack] = row.sense === 'eq' ? 0 : Number.POSITIVE_INFINITY;
    // The row's basic column gets coefficient 1: the row is negated when needed.
    let flip: boolean;
    if (slackStarts[index] === 1) {
      basis[index] = slack;
      state[slack] = BASIC;
      values[index] = Math.max(0, sign * residual);
      flip = sign < 0;
    } else {
      state[slack] = AT_LOWER;
      const artificial = nextArtificial++;
      const artificialSign = residual >= 0 ? 1 : -1;
      cells[offset + artificial] = artificialSign;
      flip = artificialSign < 0;
      lower[artificial] = 0;
      upper[artificial] = Number.POSITIVE_INFINITY;
      basis[index] = artificial;
      state[artificial] = BASIC;
      values[index] = Math.abs(residual);
    }
    if (flip)
      for (let column = 0; column < width; column++) cells[offset + column] = -(cells[offset + column] as number);
  }

  if (artificials > 0) {
    // Phase 1: drive the artificials to zero (maximise their negated sum).
    const { cost } = tableau;
    for (let column = artificialStart; column < width; column++) cost[column] = -1;
    tableau.price();
    tableau.optimise(width, blandOnly);
    let infeasibility = 0;
    for (let row = 0; row < rowCount; row++)
      if ((basis[row] as number) >= artificialStart) infeasibility += values[row] as number;
    if (infeasibility > EPSILON * Math.max(1, rowCount)) return { status: 'infeasible' };
    // Artificials leave the problem: fixed at zero (a basic one at zero stays, harmlessly, degenerate).
    for (let column = artificialStart; column < width; column++) upper[column] = 0;
  }

  const { cost } = tableau;
  cost.fill(0);
  for (let column = 0; column < columnCount; column++) cost[column] = program.objective[column] as number;
  tableau.price();
  if (!tableau.optimise(artificialStart, blandOnly)) return { status: 'unbounded' };

  const x = new Float64Array(columnCount);
  for (let column = 0; column < columnCount; column++)
    x[column] = state[column] === BASIC ? 0 : tableau.nonbasicValue(column);
  for (let row = 0; row < rowCount; row++) {
    const column = basis[row] as number;
    if (column < columnCount) x[column] = values[row] as number;
  }
  let value = 0;
  for (let column = 0; column < columnCount; column++) {
    const low = lower[column] as number;
    const high = upper[column] as number;
    const clamped = Math.min(high, Math.max(low, x[column] as number));
    x[column] = clamped;
    value += (program.objective[column] as number) * clamped;
  }
  return { status: 'optimal', value, x };
}
