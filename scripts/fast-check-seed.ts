import fc from 'fast-check';

/**
 * Every property in every suite runs from one seed, so a run (and a CI failure) repeats exactly.
 * `FC_SEED=<n>` runs from another; `FC_SEED=random` draws a new one each run to look for cases the
 * fixed seed never reaches. Either way fast-check prints the seed and path of a failing case.
 */
const chosen = process.env.FC_SEED;
if (chosen !== 'random') fc.configureGlobal({ seed: chosen ? Number(chosen) : 20261126 });
