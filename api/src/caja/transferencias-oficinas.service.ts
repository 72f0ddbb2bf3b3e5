import { centavosDePesos, type TransferenciaOficinas } from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { ejecutarComando } from '../mayor/comando';
import { comandoTransferirEntreOficinas, transferenciaOficinas } from '../mayor/transferencias-oficinas.comandos';
import type { CrearTransferenciaOficinasDto } from './dto/transferencias-oficinas.dto';

/** El efectivo entre las cajas de dos oficinas (docs/decisiones/libros-por-oficina.md): el comando del mayor lo escribe. */
@Injectable()
export class TransferenciasOficinasService {
  constructor(private readonly dataSource: DataSource) {}

  async transferir(dto: CrearTransferenciaOficinasDto, contexto: ContextoSolicitud): Promise<TransferenciaOficinas> {
    const pedido = { ...dto, monto: centavosDePesos(dto.monto) };
    const { vista } = await ejecutarComando(this.dataSource, comandoTransferirEntreOficinas, pedido, contexto, {
      despues: (manager, id) => transferenciaOficinas(manager, id),
    });
    return vista;
  }
}
