// Proceso hijo de postgres-embebido.e2e-spec.ts: arranca el PostgreSQL embebido con el código real de la API,
// anuncia la URL y espera 'detener' por stdin. La prueba lo mata con SIGKILL para simular una caída.
import { iniciarPostgresEmbebido } from '../../src/database/embedded';

async function main(): Promise<void> {
  const [dataDir, puerto] = process.argv.slice(2);
  const postgres = await iniciarPostgresEmbebido({
    dataDir,
    puerto: Number(puerto),
    baseDatos: 'cartera',
    rapido: true,
    avisar: (mensaje) => console.log(`AVISO ${mensaje}`),
  });
  console.log(`LISTO ${postgres.url}`);
  process.stdin.on('data', (datos) => {
    if (!datos.toString().includes('detener')) return;
    void postgres.detener().then(() => {
      console.log('DETENIDO');
      process.exit(0);
    });
  });
}

main().catch((error: unknown) => {
  console.log(`ERROR ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
