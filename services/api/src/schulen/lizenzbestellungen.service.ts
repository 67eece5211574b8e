import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiException } from '../common/api-exception';
import { isUniqueViolation } from '../common/database-errors';
import { LIZENZ_INDEX } from '../database/migrations/1795300001400-unique-keys';
import { Lizenzbestellung } from './entities/lizenzbestellung.entity';

export type NeueLizenzbestellung = Pick<
  Lizenzbestellung,
  'schule_id' | 'jahr' | 'bestellt_von_benutzer_id' | 'betrag' | 'inhalt'
>;

/**
 * A school's licence orders (01 §5, §9) as the ordering route (schulen/lizenzbestellen) records them
 * and removes them again when the order mail cannot be handed over. `manager`: the caller's transaction.
 */
@Injectable()
export class LizenzbestellungenService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records an order and returns its id. One order per school, year and content (unique key): an
   * unchanged order repeated, also many times at once, is recorded once; the others get 409.
   */
  async record(
    bestellung: NeueLizenzbestellung,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    try {
      const row = await manager.save(manager.create(Lizenzbestellung, bestellung));
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error, { mysql: LIZENZ_INDEX, sqlite: 'lizenzbestellung.schule_id' })) {
        throw new ApiException(HttpStatus.CONFLICT, 'verwaltung.lizenzBereitsBestellt', {
          year: bestellung.jahr,
        });
      }
      throw error;
    }
  }

  async remove(id: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(Lizenzbestellung, { id });
  }
}
