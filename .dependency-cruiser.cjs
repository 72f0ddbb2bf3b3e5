// Imports hacia abajo (docs/decisiones/imports-hacia-abajo.md): las reglas de dependencia del repositorio, en un solo
// lugar. `npm run lint` las comprueba con scripts/imports-hacia-abajo.mjs, que además compara los ciclos entre las
// carpetas de api/src con la lista de scripts/imports-hacia-abajo.json (sólo puede bajar).
// Las rutas son relativas a la raíz del repositorio (o a la de un ejemplo: scripts/fixtures/imports-hacia-abajo).

/** Las aplicaciones: nada de packages/* las importa. */
const APPS = '^(api|shell|mfe-[^/]+|e2e|infra)/';

module.exports = {
  forbidden: [
    {
      name: 'dominio-sin-ciclos',
      comment:
        'packages/dominio no tiene ciclos entre sus archivos: las reglas van abajo y los esquemas HTTP encima de ellas.',
      severity: 'error',
      from: { path: '^packages/dominio/src/' },
      to: { circular: true },
    },
    {
      name: 'reglas-sin-esquemas',
      comment:
        'Una regla de packages/dominio no importa un esquema HTTP (esquemas/, con los tipos que se derivan de él): ' +
        'el esquema importa de la regla sus constantes y tipos, nunca al revés.',
      severity: 'error',
      from: {
        path: '^packages/dominio/src/[^/]+\\.ts$',
        pathNot: ['^packages/dominio/src/index\\.ts$', '\\.test\\.ts$'],
      },
      to: { path: '^packages/dominio/src/esquemas/' },
    },
    {
      name: 'paquetes-sin-apps',
      comment:
        'packages/* está debajo de las aplicaciones (api, shell, mfe-*, e2e, infra): no importa ninguna.',
      severity: 'error',
      from: { path: '^packages/' },
      // Salvo la configuración de jest de todo el repositorio, que vive en api/test/support (jest.config.js la usa).
      to: { path: APPS, pathNot: '^api/test/support/grupos\\.cjs$' },
    },
    {
      name: 'nucleo-sin-puertas',
      comment:
        'El núcleo de dinero (api/src/dinero) no importa a quien lo llama ni a quien consume sus eventos (cobros, ' +
        'prestamos, pagos, importaciones, caja, notificaciones), tampoco un tipo: recibe comandos en centavos y deja ' +
        'eventos (docs/decisiones/nucleo-sin-puertas.md).',
      severity: 'error',
      from: { path: '^api/src/dinero/' },
      to: { path: '^api/src/(cobros|prestamos|pagos|importaciones|caja|notificaciones)/' },
    },
    {
      name: 'dominio-sin-plataforma',
      comment: 'packages/dominio (reglas puras, también en la API) no importa el kit del portal.',
      severity: 'error',
      from: { path: '^packages/dominio/' },
      to: { path: '^packages/plataforma/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|@mf-types)/' },
    // Los imports de sólo tipos cuentan: también atan un archivo a otro.
    tsPreCompilationDeps: true,
    // Los paquetes del repositorio (@cartera/*) se resuelven a su fuente, como en tsc y jest.
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'source', 'import', 'require', 'default'],
      mainFields: ['types', 'main'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
