import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Lizenzbestellung } from './entities/lizenzbestellung.entity';

export type NeueLizenzbestellung = Pick<
  Lizenzbestellung,
  'schule_id' | 'jahr' | 'bestellt_von_benutzer_id' | 'betrag'
>;

/**
 * A school's licence orders (01 §5, §9) as the ordering route (schulen/lizenzbestellen) records them
 * and removes them again when the order mail cannot be handed over. `manager`: the caller's transaction.
 */
@Injectable()
export class LizenzbestellungenService {
  constructor(private readonly dataSource: DataSource) {}

  /** Records an order and returns its id. */
  async record(
    bestellung: NeueLizenzbestellung,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const row = await manager.save(manager.create(Lizenzbestellung, bestellung));
    return row.id;
  }

  async remove(id: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(Lizenzbestellung, { id });
  }
}
