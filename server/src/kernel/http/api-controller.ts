import { applyDecorators, Controller, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';

/**
 * A controller under `/api/<path>`, listed in openapi.yaml under one tag (DESIGN.md: one `@ApiTags` per
 * controller; the tag is its context's name). Same output as `@ApiTags(tag) @Controller(path)`.
 */
export const ApiController = (tag: string, path: string): ClassDecorator => applyDecorators(ApiTags(tag), Controller(path));

/**
 * The base of a controller that only dispatches: writes go to the command bus, reads to the query bus
 * (docs/architecture.md, "The rule for writes and reads"). Extend it instead of repeating the constructor.
 */
@Injectable()
export abstract class BusController {
  constructor(
    protected readonly commands: CommandBus,
    protected readonly queries: QueryBus,
  ) {}
}
