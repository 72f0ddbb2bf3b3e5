// Los clientes nuevos de una página de la hoja Clientes, juntos (docs/decisiones/importacion.md, «Velocidad de la
// aplicación»): los que no pueden fallar se escriben con una sentencia por tabla (clientes, autorizaciones de datos e
// importacion_ids), en su punto de guardado, con las mismas columnas que les pone el camino de uno en uno
// (AplicadorImportaciones.aplicarCliente). Los demás, y todos si una sentencia falla, siguen de uno en uno, que dice
// el error de su fila.
import { randomUUID } from 'node:crypto';
import { claveDocumento, normalizarDocumento, soloDigitos, type FilaCliente } from '@cartera/dominio';
import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Firmante } from '../auditoria/auditar';
import { enPuntoDeGuardado } from './aplicacion.consultas';
import { claveDeFila, huellaDeFila } from './huellas';
import { consultasLoteClientes, type ClienteLote } from './lote-clientes.consultas';

/**
 * Los campos de un cliente del archivo como se guardan: el tipo y la cédula ya normalizada, teléfonos sólo con dígitos y el id de su
 * cobrador en Cartera (el id externo, el cobrador del archivo y la autorización no son columnas del cliente).
 */
export function camposDeCliente(fila: FilaCliente, cedula: string, cobradorId: string | null): ClienteLote['cliente'] {
  const { idExterno: _id, cobrador: _c, autorizacionCanal: _canal, autorizacionFecha: _fecha, ...datos } = fila;
  return {
    ...datos,
    cedula,
    telefono: soloDigitos(fila.telefono),
    referencia1Telefono: fila.referencia1Telefono ? soloDigitos(fila.referencia1Telefono) : null,
    referencia2Telefono: fila.referencia2Telefono ? soloDigitos(fila.referencia2Telefono) : null,
    cobradorId,
  };
}

/**
 * Aplica por el lote los clientes nuevos de la página que no pueden fallar; devuelve los idExterno aplicados así. Va
 * por el lote el cliente sin id previo (ni repetido en la página), cuyo cobrador ya está importado y cuya cédula no
 * está en Cartera ni en otra fila de la página (así ninguna fila de uno en uno de la página compite por ella: el
 * orden de las filas no cambia el resultado).
 */
export async function aplicarClientesPorLote(
  manager: EntityManager,
  importacionId: string,
  pagina: readonly FilaCliente[],
  firma: Firmante,
): Promise<Set<string>> {
  const cedulas = pagina.map((f) => claveDocumento(f.tipoDocumento, f.cedula));
  const { previos, cobradores, cedulasEnCartera } = await consultasLoteClientes.contexto(
    manager,
    pagina.map((f) => claveDeFila('Clientes', f)),
    pagina.flatMap((f) => (f.cobrador ? [f.cobrador] : [])),
    cedulas,
  );
  const veces = (lista: readonly string[]) => {
    const cuenta = new Map<string, number>();
    for (const valor of lista) cuenta.set(valor, (cuenta.get(valor) ?? 0) + 1);
    return cuenta;
  };
  const porCedula = veces(cedulas);
  const porClave = veces(pagina.map((f) => claveDeFila('Clientes', f)));
  const lote: ClienteLote[] = [];
  pagina.forEach((fila, i) => {
    const clave = claveDeFila('Clientes', fila);
    const cedula = cedulas[i];
    const cobradorId = fila.cobrador ? cobradores.get(fila.cobrador) : null;
    if (
      previos.has(clave) ||
      porClave.get(clave) !== 1 ||
      cobradorId === undefined ||
      cedulasEnCartera.has(cedula) ||
      porCedula.get(cedula) !== 1
    )
      return;
    const { autorizacionCanal, autorizacionFecha } = fila;
    lote.push({
      id: randomUUID(),
      clave,
      huella: huellaDeFila(fila),
      cliente: camposDeCliente(fila, normalizarDocumento(fila.tipoDocumento, fila.cedula), cobradorId),
      autorizacion:
        autorizacionCanal && autorizacionFecha
          ? { canal: autorizacionCanal, fecha: autorizacionFecha }
          : null,
    });
  });
  if (lote.length === 0) return new Set();
  try {
    await enPuntoDeGuardado(manager, 'lote_clientes', () =>
      consultasLoteClientes.escribir(manager, lote, importacionId, firma),
    );
    return new Set(lote.map((c) => c.clave));
  } catch (error) {
    new Logger('AplicarLoteClientes').warn(
      `Página de ${lote.length} clientes de uno en uno: ${error instanceof Error ? error.message : String(error)}`,
    );
    return new Set();
  }
}
