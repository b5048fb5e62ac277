import { Module } from '@nestjs/common';
import { EnginesModule } from '../engines/engines.module';
import { EntitiesController } from './entities.controller';

@Module({ imports: [EnginesModule], controllers: [EntitiesController] })
export class EntitiesModule {}
