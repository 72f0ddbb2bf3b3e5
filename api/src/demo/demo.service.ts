import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ETIQUETAS_ROL, type Rol } from '@cartera/dominio';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { registrarEvento } from '../auditoria/registrar-evento';
import { cifrarContrasena, verificarContrasena } from '../usuarios/contrasenas';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import { consultasDemo } from './demo.consultas';
import { filasUsuarios, hayUsuarios, insertarUsuario, usuarioDeFila } from '../usuarios/usuarios.filas';
import { SemillaDemo, esSemilla } from './semilla';
import { CONTRASENA_DEMO, CUENTAS_DEMO_VISIBLES } from './usuarios-demo';

const EMAIL_ADMIN_INICIAL = 'admin@cartera.local';

export interface CuentaVisible {
  rol: Rol;
  email: string;
  nombre: string;
}

/** Archivo de DATA_DIR con la contraseña generada del primer administrador (docs/decisiones/datos-de-demostracion.md). */
export const ARCHIVO_ADMIN_INICIAL = 'admin-inicial.txt';

/** Producción con la base vacía y sin ADMIN_PASSWORD: no se genera una contraseña en un archivo (docs/seguridad.md). */
export const MENSAJE_ADMIN_PRODUCCION =
  'La base no tiene usuarios y NODE_ENV=production: defina ADMIN_PASSWORD (y ADMIN_EMAIL) en el Secret para crear el ' +
  'primer administrador. En producción Cartera no escribe una contraseña generada en DATA_DIR (el sistema de ' +
  'archivos del contenedor es de sólo lectura y un archivo con la contraseña no debe quedar en el volumen).';

export interface AdminInicial {
  email: string;
  /**
   * Sólo si la contraseña se generó aquí: el archivo (en DATA_DIR, legible sólo por el usuario del proceso) que la
   * tiene. La contraseña nunca se escribe en el registro; undefined si vino de ADMIN_PASSWORD.
   */
  archivoPassword?: string;
}

export type DatosIniciales =
  { modo: 'demo'; cuentas: CuentaVisible[] } | { modo: 'real'; adminInicial: AdminInicial | null };

@Injectable()
export class DemoService {
  private readonly logger = new Logger('Datos');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
    private readonly discovery: DiscoveryService,
  ) {}

  /**
   * Al arrancar: con DEMO_DATA, los pasos de demostración y las cuentas que se pueden usar; sin él, el primer
   * administrador si la base no tiene usuarios (nunca una contraseña conocida).
   */
  async prepararDatos(): Promise<DatosIniciales> {
    return this.conCandado(async () => {
      if (this.config.datosDemo) {
        await this.sembrarDemo();
        return { modo: 'demo', cuentas: await this.cuentasDemoUsables() };
      }
      return { modo: 'real', adminInicial: await this.crearAdminInicial() };
    });
  }

  private async sembrarDemo(): Promise<void> {
    const semillas = this.discovery
      .getProviders({ metadataKey: SemillaDemo.KEY })
      .flatMap((envoltura) => {
        const opciones = this.discovery.getMetadataByDecorator(SemillaDemo, envoltura);
        const semilla: unknown = envoltura.instance;
        return opciones !== undefined && esSemilla(semilla) ? [{ opciones, semilla }] : [];
      })
      .sort((a, b) => a.opciones.orden - b.opciones.orden);
    for (const { opciones, semilla } of semillas) {
      const nombre = opciones.nombre;
      // Cada paso corre una vez por base (semillas_demo): lo que se borró de la demostración no vuelve.
      await this.dataSource.transaction(async (manager) => {
        if (await consultasDemo.sembrada(manager, nombre)) return;
        this.logger.debug(`Datos de demostración: ${nombre}`);
        await semilla.sembrar(manager);
        await consultasDemo.marcarSembrada(manager, nombre);
      });
    }
  }

  /** Cuentas de demostración activas que todavía tienen la contraseña de demostración. */
  private async cuentasDemoUsables(): Promise<CuentaVisible[]> {
    const usuarios = await filasUsuarios(this.dataSource.manager)
      .where(
        'u.email',
        'in',
        CUENTAS_DEMO_VISIBLES.map((cuenta) => cuenta.email),
      )
      .where('u.estado', '=', 'activo')
      .execute()
      .then((filas) => filas.map(usuarioDeFila));
    const verificados = new Map<string, boolean>();
    const usables: CuentaVisible[] = [];
    for (const cuenta of CUENTAS_DEMO_VISIBLES) {
      const usuario = usuarios.find((u) => u.email === cuenta.email);
      if (!usuario) continue;
      let valida = verificados.get(usuario.passwordHash);
      if (valida === undefined) {
        valida = await verificarContrasena(CONTRASENA_DEMO, usuario.passwordHash);
        verificados.set(usuario.passwordHash, valida);
      }
      if (valida) usables.push({ rol: usuario.rol, email: usuario.email, nombre: usuario.nombre });
    }
    return usables;
  }

  private async crearAdminInicial(): Promise<AdminInicial | null> {
    if (await hayUsuarios(this.dataSource.manager)) return null;
    if (!this.config.admin.password && this.config.entorno === 'production')
      throw new Error(MENSAJE_ADMIN_PRODUCCION);
    const email = this.config.admin.email ?? EMAIL_ADMIN_INICIAL;
    const passwordGenerada = this.config.admin.password ? undefined : randomBytes(12).toString('base64url');
    const passwordHash = await cifrarContrasena(this.config.admin.password ?? passwordGenerada ?? '');
    // El archivo con la contraseña generada se escribe antes de guardar el usuario: si no se puede escribir, no queda
    // un administrador cuya contraseña nadie conoce.
    const archivoPassword =
      passwordGenerada === undefined ? undefined : path.join(this.config.dataDir, ARCHIVO_ADMIN_INICIAL);
    if (archivoPassword) {
      await mkdir(this.config.dataDir, { recursive: true });
      await writeFile(
        archivoPassword,
        `Administrador inicial de Cartera\nEmail: ${email}\nContraseña: ${passwordGenerada}\n` +
          'Entre, cámbiela en Mi Perfil y borre este archivo.\n',
        { mode: 0o600 },
      );
    }
    try {
      await this.dataSource.transaction(async (manager) => {
        const admin = await insertarUsuario(manager, {
          nombre: 'Administrador',
          email,
          passwordHash,
          rol: 'admin',
          telefono: null,
          zona: null,
          cedula: null,
          latitud: null,
          longitud: null,
          estado: 'activo',
          credencialesVersion: 1,
        });
        await registrarEvento(manager, {
          usuario: 'Sistema',
          accion: 'Crear usuario',
          modulo: 'Sistema',
          detalles: `Administrador inicial ${email} creado al arrancar con la base vacía`,
          tipo: 'info',
          resultado: 'exitoso',
          datosNuevos: admin,
        });
      });
    } catch (error) {
      if (archivoPassword) await rm(archivoPassword, { force: true });
      throw error;
    }
    return archivoPassword ? { email, archivoPassword } : { email };
  }

  private async conCandado<T>(trabajo: () => Promise<T>): Promise<T> {
    const queryRunner = this.dataSource.createQueryRunner();
    await queryRunner.connect();
    try {
      await consultasDemo.tomarCandado(queryRunner.manager);
      try {
        return await trabajo();
      } finally {
        await consultasDemo.soltarCandado(queryRunner.manager);
      }
    } finally {
      await queryRunner.release();
    }
  }
}

/** Tabla de cuentas para la consola. */
export function tablaCuentas(cuentas: CuentaVisible[]): string {
  const filas = cuentas.map((c) => [ETIQUETAS_ROL[c.rol], c.email, c.nombre]);
  const encabezado = ['Rol', 'Usuario (email)', 'Nombre'];
  const anchos = encabezado.map((titulo, i) =>
    Math.max(titulo.length, ...filas.map((fila) => fila[i].length)),
  );
  const linea = (celdas: string[]) => `  ${celdas.map((celda, i) => celda.padEnd(anchos[i])).join('  ')}`;
  return [linea(encabezado), linea(anchos.map((ancho) => '-'.repeat(ancho))), ...filas.map(linea)].join('\n');
}
