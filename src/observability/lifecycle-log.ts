import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';

/** Says in the log that the application has stopped, after every shutdown hook ran. */
@Injectable()
export class LifecycleLog implements OnApplicationShutdown {
  private readonly logger = new Logger('Main');

  onApplicationShutdown(): void {
    this.logger.log('stopped');
  }
}
