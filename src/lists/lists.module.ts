import { Module } from '@nestjs/common';
import { EnginesModule } from '../engines/engines.module';
import { ListsController } from './lists.controller';

@Module({ imports: [EnginesModule], controllers: [ListsController] })
export class ListsModule {}
