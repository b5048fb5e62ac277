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
import { ApiRoute } from '../api-docs/api-route';
import { JOB_RESULTS_CSV, schemaRef } from '../api-docs/response-schemas';
import { ApiError } from '../common/api-error';
import { JobOptionsDto, ResultsQueryDto } from './job-options.dto';
import { JobsService, type Upload } from './jobs.service';

/** JSONL body types: one JSON object per line, in the batch endpoint's entity shape or flat. */
const JSONL_TYPES = ['application/x-ndjson', 'application/jsonl'];
/** Body types POST /v1/screen/jobs takes: a multipart upload (field `file`), or JSONL as the body. */
const JOB_BODY_TYPES = ['multipart/form-data', ...JSONL_TYPES];

const JSONL_BODY = {
  type: 'string',
  description:
    'One JSON object per line: {"name": …, "customer_id": …, "countries": […], "identifiers": {…}} or flat columns',
} as const;

/** Screening jobs for whole customer files (docs/file-screening.md). Every route needs `screen`. */
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
    bodyLimit: 'upload',
  })
  @ApiRoute({
    tag: 'jobs',
    description:
      'A customer file as a multipart upload in the field `file` (CSV with any delimiter, UTF-8 or Windows-1252; XLSX; JSONL), or a JSONL body. The file is read, its columns detected (or given with `map`) and its rows validated before the job is accepted. Quota: one screening per row, reserved at once; a job larger than what is left today or this month is refused whole (429). See docs/file-screening.md.',
    body: {
      'multipart/form-data': {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description: 'The customer file' } },
      },
      ...Object.fromEntries(JSONL_TYPES.map((type) => [type, JSONL_BODY])),
    },
    ok: { status: 202, schema: 'JobStatus', description: 'Accepted: the job, queued' },
    errors: ['unavailable'],
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
  @ApiRoute({
    tag: 'jobs',
    ok: { schema: 'JobStatus', description: 'The job: status, progress, counts, rate, ETA and audit' },
    errors: ['jobNotFound'],
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
  @ApiRoute({
    tag: 'jobs',
    description:
      'One row per input row, in input order, streamed. A cancelled job gives the rows of the chunks finished before cancellation; a failed job has no results file.',
    ok: {
      description: 'The results file',
      content: {
        'text/csv': JOB_RESULTS_CSV,
        'application/x-ndjson': { ...schemaRef('JobResultRow'), description: 'Each line is a JobResultRow' },
      },
    },
    errors: ['badRequest', 'jobNotFound', 'jobNotReady'],
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
  @ApiRoute({
    tag: 'jobs',
    description:
      'Work stops within one 100-row batch per chunk in flight. A job that has ended is left as it is.',
    ok: { schema: 'JobStatus', description: 'The job after cancellation' },
    errors: ['jobNotFound'],
  })
  cancel(@CallerKey() key: Authenticated, @Param('job_id') jobId: string) {
    return this.jobs.cancel(key.record.id, jobId);
  }
}
