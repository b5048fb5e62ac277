import { HttpStatus, Injectable, OnModuleInit, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { match, type MatchFunction } from 'path-to-regexp';
import { hasBody, is as isMediaType } from 'type-is';
import { ApiError } from '../common/api-error';
import { JSON_BODY, ROUTE_ACCESS, type RouteAccessRule } from './route-access';

/** One route as it is served: method, Express path and what it needs. */
export interface CatalogRoute {
  method: string;
  /** Express form, e.g. `/v1/entities/:entity_id`. */
  path: string;
  /** `null` for a handler that declared nothing (the guard refuses it). */
  access: RouteAccessRule | null;
}

/** Spec form of an Express path, for documentation: `/v1/entities/{entity_id}`. */
export function documentedPath(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

function joinPath(...parts: (string | undefined)[]): string {
  const joined = parts
    .flatMap((part) => (part ?? '').split('/'))
    .filter((segment) => segment.length > 0)
    .join('/');
  return `/${joined}`;
}

/**
 * Every controller route with its declared access, read once from Nest's own metadata, so a
 * route is declared in one place (its handler) and everything else derives from it.
 */
@Injectable()
export class RouteCatalog implements OnModuleInit {
  private catalog: CatalogRoute[] = [];
  private matchers: { path: string; matches: MatchFunction<object> }[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    this.load();
  }

  /** Idempotent; also called by code that needs the catalog before module init hooks ran. */
  load(): void {
    if (this.catalog.length > 0) return;
    const routes: CatalogRoute[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || !wrapper.metatype) continue;
      const base = this.reflector.get<string | string[] | undefined>(PATH_METADATA, wrapper.metatype);
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = (prototype as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
        const path = this.reflector.get<string | string[] | undefined>(PATH_METADATA, handler);
        const method = this.reflector.get<RequestMethod | undefined>(METHOD_METADATA, handler);
        if (path === undefined || method === undefined) continue;
        const basePath = Array.isArray(base) ? base[0] : base;
        const ownPath = Array.isArray(path) ? path[0] : path;
        routes.push({
          method: RequestMethod[method],
          path: joinPath(basePath, ownPath),
          access: this.reflector.get<RouteAccessRule | undefined>(ROUTE_ACCESS, handler) ?? null,
        });
      }
    }
    this.catalog = routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    const paths = [...new Set(routes.map((route) => route.path))];
    this.matchers = paths.map((path) => ({ path, matches: match(path, { decode: false }) }));
  }

  routes(): readonly CatalogRoute[] {
    return this.catalog;
  }

  /** The routes served at this request path (any method), or an empty list. Case-sensitive, as routing is. */
  routesAt(requestPath: string): CatalogRoute[] {
    const clean = requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath;
    const found = this.matchers.find(({ matches }) => matches(clean) !== false);
    return found ? this.catalog.filter((route) => route.path === found.path) : [];
  }

  /**
   * Checks a request against the route it is for, before any body is read: a known path with
   * another method is a 405 with `Allow`; a body whose media type the route does not accept is
   * a 415. Unknown paths are left to routing (404).
   */
  precheck(request: Request): ApiError | null {
    const routes = this.routesAt(request.path);
    if (routes.length === 0) return null;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const route = routes.find((candidate) => candidate.method === method);
    if (!route) {
      if (request.method === 'OPTIONS') return null;
      const allow = routes.flatMap((r) => (r.method === 'GET' ? ['GET', 'HEAD'] : [r.method]));
      return new ApiError(
        HttpStatus.METHOD_NOT_ALLOWED,
        { error: `${request.method} is not allowed on ${request.path}; allowed: ${allow.join(', ')}` },
        { Allow: allow.join(', ') },
      );
    }
    const accepts = route.access?.accepts ?? JSON_BODY;
    if (hasBody(request) && isMediaType(request.headers['content-type'] ?? '', [...accepts]) === false) {
      return new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, {
        error: `request body must be sent as ${accepts.join(' or ')} (Content-Type header)`,
        field: 'content-type',
      });
    }
    return null;
  }
}
