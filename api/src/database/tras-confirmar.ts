// Avisar después de confirmar (docs/decisiones/nucleo-sin-puertas.md): quien escribe filas para otro (el núcleo de
// dinero sus eventos) marca su transacción con un canal; al confirmarse, los oyentes de ese canal se llaman. Al
// deshacerse, nadie se entera: las filas no existen. Vive en database/ para que el que escribe y el que consume no se
// importen entre sí.
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';

/** Lo que se llama al confirmar; si devuelve una promesa, es el trabajo en curso que `esperarTrasConfirmar` espera. */
type Oyente = () => Promise<void> | void;

interface Registro extends EntitySubscriberInterface {
  oyentes: Map<string, Oyente[]>;
  /** El trabajo que los oyentes de cada canal empezaron y aún no termina. */
  enCurso: Map<string, Set<Promise<void>>>;
}

const registros = new WeakMap<DataSource, Registro>();
/** Los canales que cada transacción abierta pidió avisar al confirmarse. */
const pedidos = new WeakMap<QueryRunner, Set<string>>();

function registro(dataSource: DataSource): Registro {
  const existente = registros.get(dataSource);
  if (existente) return existente;
  const nuevo: Registro = {
    oyentes: new Map(),
    enCurso: new Map(),
    afterTransactionCommit({ queryRunner }) {
      // Un SAVEPOINT liberado no es la confirmación: se avisa cuando termina la transacción de afuera.
      if (queryRunner.isTransactionActive) return;
      const canales = pedidos.get(queryRunner);
      if (!canales) return;
      pedidos.delete(queryRunner);
      for (const canal of canales) {
        for (const oyente of nuevo.oyentes.get(canal) ?? []) {
          const trabajo = oyente();
          if (!trabajo) continue;
          const seguido = trabajo.catch(() => undefined);
          const curso = nuevo.enCurso.get(canal) ?? new Set<Promise<void>>();
          curso.add(seguido);
          nuevo.enCurso.set(canal, curso);
          void seguido.then(() => curso.delete(seguido));
        }
      }
    },
    afterTransactionRollback({ queryRunner }) {
      if (!queryRunner.isTransactionActive) pedidos.delete(queryRunner);
    },
  };
  dataSource.subscribers.push(nuevo);
  registros.set(dataSource, nuevo);
  return nuevo;
}

/** Marca la transacción de `manager`: al confirmarse, se llama a los oyentes de `canal` (una vez por transacción). */
export function avisarTrasConfirmar(manager: EntityManager, canal: string): void {
  const queryRunner = manager.queryRunner;
  if (!queryRunner?.isTransactionActive) throw new Error(`${canal}: se escribe dentro de una transacción abierta`);
  const canales = pedidos.get(queryRunner) ?? new Set<string>();
  canales.add(canal);
  pedidos.set(queryRunner, canales);
}

/**
 * `oyente` se llama después de confirmar cada transacción que pidió `canal`. Se llama sin esperarlo y no puede
 * lanzar: lo confirmado ya quedó, y un error suyo no es de quien confirmó.
 */
export function alConfirmar(dataSource: DataSource, canal: string, oyente: Oyente): void {
  const { oyentes } = registro(dataSource);
  oyentes.set(canal, [...(oyentes.get(canal) ?? []), oyente]);
}

/**
 * Espera el trabajo que los oyentes de `canal` ya empezaron en este proceso (lo confirmado antes de llamar), a lo más
 * `limiteMs`: quien lee justo después de escribir (la lista de notificaciones de un préstamo que se acaba de cobrar) ve
 * lo que el oyente escribe. Lo que se confirma después no se espera.
 */
export async function esperarTrasConfirmar(dataSource: DataSource, canal: string, limiteMs = 2000): Promise<void> {
  const curso = registros.get(dataSource)?.enCurso.get(canal);
  if (!curso || curso.size === 0) return;
  let reloj: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all([...curso]),
    new Promise<void>((listo) => {
      reloj = setTimeout(listo, limiteMs);
    }),
  ]);
  clearTimeout(reloj);
}
