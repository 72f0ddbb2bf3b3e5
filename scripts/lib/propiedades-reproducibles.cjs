// Property tests (fast-check) draw their cases from a random seed on a developer's machine, where a new counterexample
// is welcome, and from one fixed seed in CI (CI=true), where the same commit must give the same result every time.
// FC_SEED=<seed> replays a failure anywhere: fast-check prints the seed and path of each one it finds.
// docs/decisiones/propiedades-con-semilla-fija-en-ci.md
const SEMILLA_DE_CI = 20261129;

function semillaDeLasPropiedades(entorno = process.env) {
  if (entorno.FC_SEED !== undefined && entorno.FC_SEED !== '') return Number(entorno.FC_SEED);
  return entorno.CI === 'true' ? SEMILLA_DE_CI : undefined;
}

const semilla = semillaDeLasPropiedades();
if (semilla !== undefined) require('fast-check').configureGlobal({ seed: semilla });

module.exports = { semillaDeLasPropiedades, SEMILLA_DE_CI };
