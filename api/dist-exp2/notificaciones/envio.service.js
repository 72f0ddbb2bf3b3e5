"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.EnvioService = exports.CONSULTA_VALORES_PRESTAMOS = void 0;
exports.consultaValoresClientes = consultaValoresClientes;
exports.leerEmpresa = leerEmpresa;
exports.valoresCliente = valoresCliente;
exports.direccionPara = direccionPara;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const uuid_v7_1 = require("../cartera/uuid-v7");
const cola_service_1 = require("./cola.service");
/**
 * SELECT de los valores de plantilla de los clientes de `condicion` (sobre `cl`): su préstamo abierto más reciente y
 * la próxima cuota por cobrar de ese préstamo.
 */
function consultaValoresClientes(condicion) {
    return `
    SELECT cl.id AS cliente_id, cl.nombre AS cliente, cl.telefono, cl.email,
           p.numero::text AS numero_prestamo, p.monto AS monto_prestamo, p.saldo_pendiente, p.cuotas_vencidas,
           u.nombre AS cobrador, u.id AS cobrador_id,
           c.numero AS numero_cuota, c.fecha_programada::text AS fecha_cuota,
           c.monto_total - c.monto_pagado - c.monto_refinanciado AS monto_cuota
    FROM clientes cl
    LEFT JOIN LATERAL (
      SELECT p.id, p.numero, p.monto, p.saldo_pendiente, p.cuotas_vencidas, p.cobrador_id
      FROM prestamos p
      WHERE p.cliente_id = cl.id AND p.estado IN ('activo', 'mora', 'vencido')
      ORDER BY p.created_at DESC LIMIT 1
    ) p ON true
    LEFT JOIN usuarios u ON u.id = coalesce(p.cobrador_id, cl.cobrador_id)
    LEFT JOIN LATERAL (
      SELECT c.numero, c.fecha_programada, c.monto_total, c.monto_pagado, c.monto_refinanciado
      FROM cuotas c
      WHERE c.prestamo_id = p.id AND c.estado IN ('pendiente', 'parcial', 'vencida')
      ORDER BY c.numero LIMIT 1
    ) c ON true
    WHERE ${condicion}`;
}
/** SELECT de los valores de plantilla de los préstamos `$1` (uuid[]): su cliente, cobrador y próxima cuota. */
exports.CONSULTA_VALORES_PRESTAMOS = `
  SELECT p.id AS prestamo_id, cl.id AS cliente_id, cl.nombre AS cliente, cl.telefono, cl.email,
         p.numero::text AS numero_prestamo, p.monto AS monto_prestamo, p.saldo_pendiente, p.cuotas_vencidas,
         u.nombre AS cobrador, u.id AS cobrador_id,
         c.numero AS numero_cuota, c.fecha_programada::text AS fecha_cuota,
         c.monto_total - c.monto_pagado - c.monto_refinanciado AS monto_cuota
  FROM prestamos p
  JOIN clientes cl ON cl.id = p.cliente_id
  LEFT JOIN usuarios u ON u.id = p.cobrador_id
  LEFT JOIN LATERAL (
    SELECT c.numero, c.fecha_programada, c.monto_total, c.monto_pagado, c.monto_refinanciado
    FROM cuotas c
    WHERE c.prestamo_id = p.id AND c.estado IN ('pendiente', 'parcial', 'vencida')
    ORDER BY c.numero LIMIT 1
  ) c ON true
  WHERE p.id = ANY($1::uuid[])`;
async function leerEmpresa(manager) {
    const [fila] = await manager.query(`SELECT nombre_empresa, telefono_empresa FROM configuracion_organizacion WHERE id = 1`);
    return fila ?? { nombre_empresa: 'Cartera', telefono_empresa: null };
}
const pesos = (valor) => valor === null || valor === undefined ? undefined : (0, dominio_1.formatearCOP)(Number(valor));
/** Valores ya formateados de las variables de un cliente. */
function valoresCliente(fila, empresa) {
    return {
        cliente: fila.cliente,
        telefono_cliente: fila.telefono,
        numero_prestamo: fila.numero_prestamo ?? undefined,
        monto_prestamo: pesos(fila.monto_prestamo),
        saldo_pendiente: pesos(fila.saldo_pendiente),
        cuotas_vencidas: fila.cuotas_vencidas === null ? undefined : String(fila.cuotas_vencidas),
        cobrador: fila.cobrador ?? undefined,
        numero_cuota: fila.numero_cuota === null ? undefined : String(fila.numero_cuota),
        fecha_vencimiento: fila.fecha_cuota ? (0, dominio_1.formatearFecha)(fila.fecha_cuota) : undefined,
        monto_cuota: pesos(fila.monto_cuota),
        nombre_empresa: empresa.nombre_empresa,
        telefono_empresa: empresa.telefono_empresa ?? undefined,
    };
}
/** Dirección de entrega de un cliente o usuario según el canal, o el motivo por el que no tiene. */
function direccionPara(tipo, contacto) {
    if (tipo === 'sistema')
        return { direccion: null };
    if (tipo === 'email')
        return contacto.email
            ? { direccion: contacto.email }
            : { direccion: null, sinEntrega: 'No tiene email registrado' };
    return contacto.telefono
        ? { direccion: contacto.telefono }
        : { direccion: null, sinEntrega: 'No tiene teléfono registrado' };
}
/** Filas por sentencia INSERT (mensajes y destinatarios). */
const LOTE = 10_000;
/**
 * Escribe mensajes con sus destinatarios (el texto renderizado para cada uno) y encola una entrega por destinatario,
 * todo con el `manager` de la transacción del llamador. Un mensaje automático con `claveOrigen` ya registrada no se
 * vuelve a escribir ni a encolar. Devuelve los ids de los mensajes escritos.
 */
let EnvioService = class EnvioService {
    cola;
    constructor(cola) {
        this.cola = cola;
    }
    async registrar(manager, lista) {
        if (lista.length === 0)
            return [];
        const ahora = Date.now();
        const ids = lista.map(() => (0, uuid_v7_1.uuidV7)(ahora));
        const estado = (n) => {
            const entregables = n.destinatarios.filter((d) => !d.sinEntrega).length;
            if (entregables === 0)
                return 'fallido';
            return n.programadaPara ? 'programado' : 'pendiente';
        };
        const insertados = [];
        for (let inicio = 0; inicio < lista.length; inicio += LOTE) {
            const parte = lista.slice(inicio, inicio + LOTE);
            insertados.push(...(await this.insertarMensajes(manager, ids.slice(inicio, inicio + LOTE), parte, estado)));
        }
        const escritos = new Set(insertados.map((f) => f.id));
        const columnas = {
            id: [],
            notificacion: [],
            cliente: [],
            usuario: [],
            nombre: [],
            direccion: [],
            titulo: [],
            mensaje: [],
            estado: [],
            error: [],
            clave: [],
        };
        // Entregas a encolar, agrupadas por hora de envío (null = ya).
        const porHora = new Map();
        lista.forEach((n, i) => {
            const notificacionId = ids[i];
            if (!escritos.has(notificacionId))
                return;
            for (const d of n.destinatarios) {
                const id = (0, uuid_v7_1.uuidV7)(ahora);
                columnas.id.push(id);
                columnas.notificacion.push(notificacionId);
                columnas.cliente.push(d.clienteId ?? null);
                columnas.usuario.push(d.usuarioId ?? null);
                columnas.nombre.push(d.nombre);
                columnas.direccion.push(d.direccion);
                columnas.titulo.push((0, dominio_1.renderizarPlantilla)(n.titulo, d.valores));
                columnas.mensaje.push((0, dominio_1.renderizarPlantilla)(n.mensaje, d.valores));
                columnas.estado.push(d.sinEntrega ? 'fallido' : 'pendiente');
                columnas.error.push(d.sinEntrega ?? null);
                columnas.clave.push(d.claveOrigen ?? null);
                if (!d.sinEntrega) {
                    const hora = n.programadaPara?.getTime() ?? null;
                    const grupo = porHora.get(hora) ?? [];
                    grupo.push(id);
                    porHora.set(hora, grupo);
                }
            }
        });
        for (let i = 0; i < columnas.id.length; i += LOTE) {
            const parte = (arreglo) => arreglo.slice(i, i + LOTE);
            await manager.query(`INSERT INTO notificaciones_destinatarios (id, notificacion_id, cliente_id, usuario_id, nombre, direccion, titulo,
                                                   mensaje, estado, error, clave_origen)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[],
                              $9::text[], $10::text[], $11::text[])`, [
                parte(columnas.id),
                parte(columnas.notificacion),
                parte(columnas.cliente),
                parte(columnas.usuario),
                parte(columnas.nombre),
                parte(columnas.direccion),
                parte(columnas.titulo),
                parte(columnas.mensaje),
                parte(columnas.estado),
                parte(columnas.error),
                parte(columnas.clave),
            ]);
        }
        for (const [hora, destinatarios] of porHora) {
            await this.cola.encolar(manager, destinatarios, hora === null ? null : new Date(hora));
        }
        return ids.filter((id) => escritos.has(id));
    }
    /** Un INSERT de hasta LOTE mensajes; devuelve los que se escribieron (los de clave de origen repetida no). */
    insertarMensajes(manager, ids, parte, estado) {
        return manager.query(`INSERT INTO notificaciones (id, tipo, categoria, titulo, mensaje, estado, origen, clave_origen, plantilla_id,
                                   programada_para, creado_por, total, pendientes, fallidos, enviada_at)
       SELECT v.id, v.tipo, v.categoria, v.titulo, v.mensaje, v.estado, v.origen, v.clave, v.plantilla, v.programada,
              v.creado_por, v.total, v.total - v.fallidos, v.fallidos, CASE WHEN v.total = v.fallidos THEN now() END
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::uuid[], $10::timestamptz[], $11::uuid[], $12::int[], $13::int[])
         AS v(id, tipo, categoria, titulo, mensaje, estado, origen, clave, plantilla, programada, creado_por, total, fallidos)
       ON CONFLICT (clave_origen) DO NOTHING
       RETURNING id`, [
            ids,
            parte.map((n) => n.tipo),
            parte.map((n) => n.categoria),
            parte.map((n) => n.titulo),
            parte.map((n) => n.mensaje),
            parte.map(estado),
            parte.map((n) => n.origen),
            parte.map((n) => n.claveOrigen ?? null),
            parte.map((n) => n.plantillaId ?? null),
            parte.map((n) => n.programadaPara?.toISOString() ?? null),
            parte.map((n) => n.creadoPor ?? null),
            parte.map((n) => n.destinatarios.length),
            parte.map((n) => n.destinatarios.filter((d) => d.sinEntrega).length),
        ]);
    }
};
exports.EnvioService = EnvioService;
exports.EnvioService = EnvioService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [cola_service_1.ColaService])
], EnvioService);
//# sourceMappingURL=envio.service.js.map