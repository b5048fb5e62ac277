import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CallerKey } from '../access/access.guard';
import type { Authenticated } from '../access/access.service';
import { RouteAccess } from '../access/route-access';
import { ApiError } from '../common/api-error';
import { JobOptionsDto, ResultsQueryDto } from './job-options.dto';
import { JobsService, type Upload } from './jobs.service';

/** Body types POST /v1/screen/jobs takes: a multipart upload (field `file`), or JSONL as the body. */
const JOB_BODY_TYPES = ['multipart/form-data', 'application/x-ndjson', 'application/jsonl'];

/**
 * Screening jobs for whole customer files (docs/file-screening.md). Every route needs `screen`.
 * Not yet in the OpenAPI document: its schemas (job status, 404, 409, multipart upload) and the
 * e2e provocations of every answer are still to be written; docs/file-screening.md is the reference.
 */
@ApiExcludeController()
@Controller('v1/screen/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Post()
  @RouteAccess({
    permission: 'screen',
    // Counted by the job itself: one screening per row, reserved when the job is accepted.
    quota: 'none',
    description: 'Submit a customer file (CSV, XLSX or JSONL) as a screening job',
    accepts: JOB_BODY_TYPES,
  })
  @HttpCode(202)
  @UseInterceptors(FileInterceptor('file'))
  async submit(
    @CallerKey() key: Authenticated,
    @Query() options: JobOptionsDto,
    @Req() request: Request,
    @UploadedFile() file?: Express.Multer.File,
  ) {
    const upload: Upload = file
      ? { path: file.path, originalName: file.originalname, mimeType: file.mimetype, bytes: file.size }
      : await this.receiveBody(request);
    return this.jobs.submit(key, upload, options);
  }

  /** A JSONL body, written to the uploads folder as it arrives, within the upload limit. */
  private async receiveBody(request: Request): Promise<Upload> {
    const type = request.headers['content-type']?.split(';')[0].trim() ?? '';
    if (!['application/x-ndjson', 'application/jsonl'].includes(type))
      throw ApiError.badRequest(
        'file',
        'is required: a multipart upload in the field "file", or a JSONL body (content-type application/x-ndjson)',
      );
    const limit = this.jobs.maxUploadBytes;
    const path = join(this.jobs.uploadDir(), `body-${randomBytes(8).toString('hex')}.jsonl`);
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(bytes > limit ? new Error('too large') : null, chunk);
      },
    });
    try {
      await pipeline(request, counter, createWriteStream(path));
    } catch {
      await rm(path, { force: true });
      if (bytes > limit)
        throw new ApiError(413, {
          error: `file is larger than the ${limit / 1024 / 1024} MB limit`,
          field: 'file',
        });
      throw ApiError.badRequest('file', 'could not be received in full');
    }
    return { path, originalName: null, mimeType: type, bytes };
  }

  @Get(':job_id')
  @RouteAccess({
    permission: 'screen',
    quota: 'none',
    description: 'Status, progress and audit of a screening job',
  })
  status(@CallerKey() key: Authenticated, @Param('job_id') jobId: string) {
    return this.jobs.status(key.record.id, jobId);
  }

  @Get(':job_id/results')
  @RouteAccess({
    permission: 'screen',
    quota: 'none',
    description: 'Results file of a finished job (?format=csv|jsonl)',
  })
  async results(
    @CallerKey() key: Authenticated,
    @Param('job_id') jobId: string,
    @Query() query: ResultsQueryDto,
    @Res() response: Response,
  ): Promise<void> {
    const format = query.format ?? 'csv';
    const stream = await this.jobs.results(key.record.id, jobId, format);
    response.setHeader(
      'content-type',
      format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
    );
    response.setHeader('content-disposition', `attachment; filename="${jobId}.${format}"`);
    // A chunk that cannot be read mid-stream ends the response abruptly, never as a shorter file.
    await pipeline(stream, response).catch(() => response.destroy());
  }

  @Delete(':job_id')
  @RouteAccess({ permission: 'screen', quota: 'none', description: 'Cancel a screening job' })
  cancel(@CallerKey() key: Authenticated, @Param('job_id') jobId: string) {
    return this.jobs.cancel(key.record.id, jobId);
  }
}
