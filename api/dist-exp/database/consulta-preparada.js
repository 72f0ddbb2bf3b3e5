"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAXIMO_SENTENCIAS_PREPARADAS = void 0;
exports.sentenciasConNombre = sentenciasConNombre;
exports.nombreDeSentencia = nombreDeSentencia;
exports.consultaPreparada = consultaPreparada;
exports.hidratar = hidratar;
const node_crypto_1 = require("node:crypto");
const pg_1 = require("pg");
const typeorm_1 = require("typeorm");
/**
 * Textos distintos que se preparan como sentencias con nombre; cada conexión del pool guarda a lo sumo estas. Los
 * que llegan después de llenarse van sin nombre (como siempre): nunca crece sin límite aunque una consulta se arme
 * con valores en el texto.
 */
exports.MAXIMO_SENTENCIAS_PREPARADAS = 200;
const nombres = new Map();
/** Los textos que ya tienen nombre en este proceso (para las pruebas y el diagnóstico). */
function sentenciasConNombre() {
    return [...nombres.keys()];
}
/** El nombre de la sentencia de `sql` (un hash del texto), o undefined si ya hay demasiadas. */
function nombreDeSentencia(sql) {
    const conocido = nombres.get(sql);
    if (conocido !== undefined)
        return conocido;
    if (nombres.size >= exports.MAXIMO_SENTENCIAS_PREPARADAS)
        return undefined;
    const nombre = `c_${(0, node_crypto_1.createHash)('sha1').update(sql).digest('base64url')}`;
    nombres.set(sql, nombre);
    return nombre;
}
/**
 * Una lectura caliente (listas, sesión, tablero) como sentencia preparada con nombre, directo sobre el pool de `pg`
 * de TypeORM: PostgreSQL analiza y planifica el texto una vez por conexión, y la petición se ahorra el QueryRunner
 * de TypeORM (crear, conectar, difundir eventos, soltar). Sólo para consultas fuera de una transacción y sin nada
 * que dependa del estado de la conexión. Se registra como las de TypeORM (LOG_LEVEL=verbose) y un error de la consulta
 * sale como QueryFailedError, igual que de `dataSource.query`, para que traducirError lo trate igual.
 */
async function consultaPreparada(dataSource, sql, parametros = []) {
    const pool = dataSource.driver.master;
    if (!pool)
        return dataSource.query(sql, [...parametros]);
    dataSource.logger.logQuery(sql, [...parametros]);
    try {
        const resultado = await pool.query({
            name: nombreDeSentencia(sql),
            text: sql,
            values: [...parametros],
        });
        return resultado.rows;
    }
    catch (error) {
        // Como TypeORM: el error de la consulta va envuelto; el de conseguir conexión (pool agotado) sale tal cual.
        if (!(error instanceof pg_1.DatabaseError))
            throw error;
        dataSource.logger.logQueryError(error, sql, [...parametros]);
        throw new typeorm_1.QueryFailedError(sql, [...parametros], error);
    }
}
/**
 * Una fila de una consulta armada con el QueryBuilder de TypeORM (columnas `<alias>_<columna>`) convertida en la
 * entidad, con los mismos pasos que TypeORM (valor hidratado por el driver y transformadores de columna), sin el
 * resto de su maquinaria por fila. Sólo columnas propias; las relaciones las arma quien llama.
 */
function hidratar(dataSource, entidad, alias, fila) {
    const metadata = dataSource.getMetadata(entidad);
    const objeto = new entidad();
    for (const columna of metadata.columns) {
        if (columna.isVirtual)
            continue;
        const valor = fila[`${alias}_${columna.databaseName}`];
        if (valor === undefined)
            continue;
        columna.setEntityValue(objeto, dataSource.driver.prepareHydratedValue(valor, columna));
    }
    return objeto;
}
//# sourceMappingURL=consulta-preparada.js.map