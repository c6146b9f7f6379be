import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from './access.decorators.js';
import { AppConfig } from '../config/app-config.js';

class ClientConfigResponse {
  @ApiProperty({ description: 'Map tile URL template with {z}, {x}, {y} (MAP_TILE_URL)', example: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })
  mapTileUrl: string;
}

/** Public settings the browser needs at run time (the client is built once and configured by the server). */
@ApiTags('config')
@Controller('config')
export class ClientConfigController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Public client settings (map tiles)' })
  @ApiOkResponse({ type: ClientConfigResponse })
  getClientConfig(): ClientConfigResponse {
    return { mapTileUrl: this.config.MAP_TILE_URL };
  }
}
