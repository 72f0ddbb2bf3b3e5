// Los comandos del mayor sin préstamo (docs/decisiones/comandos-del-mayor.md): la caja de los cobradores (entregas,
// su confirmación, abonos a faltantes, gastos), los movimientos de Flujo de Caja y la causación de intereses. Cada uno
// se declara una vez, como las operaciones de NucleoDinero (dinero/operacion.ts), y `ejecutarComando` lo corre siempre
// por los mismos pasos y en una transacción: candado → acceso → ventana de fechas → efecto → cuatro ojos → escritura
// (sus filas y su comprobante del mayor juntos) → auditoría. Un paso que no rige para un comando se declara con su
// motivo (`{ noAplica }`), nunca se omite. Los montos del pedido van en Centavos.
import { hoyBogota, type ModuloAuditoria } from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar, type EventoAuditado, type Firmante } from '../auditoria/auditar';
import { validarFechaEnVentana } from '../organizacion/ventana-fechas';

/** Un paso del núcleo que no rige para el comando, con el porqué. */
export interface NoAplica {
  noAplica: string;
}

/** Quién pide (el usuario de la solicitud o un trabajo sin usuario) y desde dónde. */
export interface ContextoComando {
  actor: Firmante;
  ip: string;
}

/** Lo que cada paso recibe: la transacción, quién pide y la fecha de negocio ya dentro de la ventana. */
export interface PasoComando {
  manager: EntityManager;
  contexto: ContextoComando;
  fecha: string;
}

/** La fecha de negocio de un comando: se valida contra la ventana de la organización (400 en `campo`). */
export interface FechaDeComando {
  fecha: string;
  /** Cómo la nombra el mensaje: «del gasto». */
  nombre: string;
  campo?: string;
  /** Las reglas de fecha propias del comando (la ventana del cobrador, el inicio de la caja), antes de la general. */
  propia?(manager: EntityManager): Promise<void> | void;
}

export interface ComandoMayor<Pedido, Efecto, Escrito> {
  /** Para los mensajes y el registro de decisiones: «gasto de cobrador». */
  nombre: string;
  modulo: ModuloAuditoria;
  /** 1. Lo que bloquea hasta el fin de la transacción (filas FOR UPDATE, candados consultivos por cobrador). */
  candado: ((manager: EntityManager, pedido: Pedido) => Promise<void>) | NoAplica;
  /** 2. Quién puede, más allá del rol de la ruta (un cobrador, sólo lo suyo). */
  acceso: ((paso: PasoComando, pedido: Pedido) => Promise<void> | void) | NoAplica;
  /** 3. La fecha de negocio del hecho, dentro de la ventana; sin ella, hoy. */
  fecha: ((pedido: Pedido) => FechaDeComando) | NoAplica;
  /** 4. El efecto entero, antes de escribir nada: lo leído bajo el candado pasado por las reglas. Rechaza lo inválido. */
  efecto(paso: PasoComando, pedido: Pedido): Promise<Efecto>;
  /** 5. Cuatro ojos: la segunda persona que el producto exige (403 si es la misma). */
  cuatroOjos: ((paso: PasoComando, pedido: Pedido, efecto: Efecto) => void) | NoAplica;
  /** 6. Sus filas y su comprobante del mayor (o su reverso), en la misma transacción. */
  escribir(paso: PasoComando, pedido: Pedido, efecto: Efecto): Promise<Escrito>;
  /** 7. El evento de auditoría; `vista` es lo que la respuesta muestra antes y después, si quien llama la da. */
  auditar:
    | ((
        paso: PasoComando,
        pedido: Pedido,
        efecto: Efecto,
        escrito: Escrito,
        vista: VistaAuditada,
      ) => EventoAuditado)
    | NoAplica;
}

/** Lo que la respuesta muestra del registro antes del comando y después. */
export interface VistaAuditada {
  antes?: unknown;
  despues?: unknown;
}

/** Cómo quien llama ve el registro: la misma forma va en su respuesta y en la auditoría. */
export interface Vista<Escrito, V> {
  /** Leído después del candado, antes de escribir. */
  antes?(manager: EntityManager): Promise<unknown>;
  despues(manager: EntityManager, escrito: Escrito): Promise<V>;
}

export type Resultado<Escrito, V> = { escrito: Escrito; vista: V };

const aplica = <T extends object>(paso: T | NoAplica): paso is T => !('noAplica' in paso);

/**
 * Corre un comando del mayor por sus pasos, en orden, en una transacción: la propia (con un DataSource) o la de quien
 * llama (un EntityManager: la demostración, el barrido). Un rechazo en cualquier paso deshace todo: ni sus filas ni su
 * comprobante quedan. Con `vista`, devuelve además el registro como lo ve quien llama (y lo audita así).
 */
export function ejecutarComando<Pedido, Efecto, Escrito, V>(
  fuente: DataSource | EntityManager,
  comando: ComandoMayor<Pedido, Efecto, Escrito>,
  pedido: Pedido,
  contexto: ContextoComando,
  vista: Vista<NoInfer<Escrito>, V>,
): Promise<Resultado<Escrito, V>>;
export function ejecutarComando<Pedido, Efecto, Escrito>(
  fuente: DataSource | EntityManager,
  comando: ComandoMayor<Pedido, Efecto, Escrito>,
  pedido: Pedido,
  contexto: ContextoComando,
): Promise<Resultado<Escrito, undefined>>;
export function ejecutarComando<Pedido, Efecto, Escrito, V>(
  fuente: DataSource | EntityManager,
  comando: ComandoMayor<Pedido, Efecto, Escrito>,
  pedido: Pedido,
  contexto: ContextoComando,
  vista?: Vista<NoInfer<Escrito>, V>,
): Promise<Resultado<Escrito, V | undefined>> {
  const correr = (manager: EntityManager) => correrComando(manager, comando, pedido, contexto, vista);
  return fuente instanceof DataSource ? fuente.transaction(correr) : correr(fuente);
}

async function correrComando<Pedido, Efecto, Escrito, V>(
  manager: EntityManager,
  comando: ComandoMayor<Pedido, Efecto, Escrito>,
  pedido: Pedido,
  contexto: ContextoComando,
  vista: Vista<Escrito, V> | undefined,
): Promise<Resultado<Escrito, V | undefined>> {
  // 1. Candado.
  if (aplica(comando.candado)) await comando.candado(manager, pedido);
  // 3 antes que 2 sólo en el dato: la fecha se lee del pedido; se valida después del acceso.
  const declarada = aplica(comando.fecha) ? comando.fecha(pedido) : undefined;
  const paso: PasoComando = { manager, contexto, fecha: declarada?.fecha ?? hoyBogota() };
  // 2. Acceso.
  if (aplica(comando.acceso)) await comando.acceso(paso, pedido);
  // 3. Ventana de fechas: las reglas propias del comando y la de la organización (vale la más corta).
  if (declarada) {
    await declarada.propia?.(manager);
    await validarFechaEnVentana(manager, declarada.fecha, declarada.nombre, declarada.campo);
  }
  const antes = await vista?.antes?.(manager);
  // 4. Efecto entero, sin escribir.
  const efecto = await comando.efecto(paso, pedido);
  // 5. Cuatro ojos.
  if (aplica(comando.cuatroOjos)) comando.cuatroOjos(paso, pedido, efecto);
  // 6. Escritura: filas y comprobante.
  const escrito = await comando.escribir(paso, pedido, efecto);
  const despues = vista ? await vista.despues(manager, escrito) : undefined;
  // 7. Auditoría.
  if (aplica(comando.auditar))
    await auditar(
      manager,
      contexto,
      comando.modulo,
      comando.auditar(paso, pedido, efecto, escrito, { antes, despues }),
    );
  return { escrito, vista: despues };
}
