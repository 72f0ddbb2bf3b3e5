// Avisar después de confirmar (docs/decisiones/nucleo-sin-puertas.md): quien escribe filas para otro (el núcleo de
// dinero sus eventos) marca su transacción con un canal; al confirmarse, los oyentes de ese canal se llaman. Al
// deshacerse, nadie se entera: las filas no existen. Vive en database/ para que el que escribe y el que consume no se
// importen entre sí.
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';

type Oyente = () => void;

interface Registro extends EntitySubscriberInterface {
  oyentes: Map<string, Oyente[]>;
}

const registros = new WeakMap<DataSource, Registro>();
/** Los canales que cada transacción abierta pidió avisar al confirmarse. */
const pedidos = new WeakMap<QueryRunner, Set<string>>();

function registro(dataSource: DataSource): Registro {
  const existente = registros.get(dataSource);
  if (existente) return existente;
  const nuevo: Registro = {
    oyentes: new Map(),
    afterTransactionCommit({ queryRunner }) {
      // Un SAVEPOINT liberado no es la confirmación: se avisa cuando termina la transacción de afuera.
      if (queryRunner.isTransactionActive) return;
      const canales = pedidos.get(queryRunner);
      if (!canales) return;
      pedidos.delete(queryRunner);
      for (const canal of canales) for (const oyente of nuevo.oyentes.get(canal) ?? []) oyente();
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
