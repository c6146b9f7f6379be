import { Body, Get, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBody,
  ApiConsumes,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiConflictResponse,
  ApiUnsupportedMediaTypeResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { CurrentUser, Public, SignedIn, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { UploadSlotsInterceptor } from '../../kernel/http/upload-slots.interceptor.js';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { RateLimitedUploads } from '../../kernel/http/rate-limit.decorator.js';
import { PresignUploadCommand } from '../application/commands/presign-upload/presign-upload.command.js';
import { StoreLocalPhotoCommand } from '../application/commands/store-local-photo/store-local-photo.command.js';
import { UploadsService, type CloudinaryParams, type ImageKitAuth } from '../application/uploads.service.js';
import { PHOTO_UPLOAD_MULTIPART } from './photo-multipart.js';
import { PhotoUploadErrorsInterceptor } from './photo-upload-errors.interceptor.js';
import {
  CloudinarySignResponse,
  ImageKitAuthResponse,
  LocalUploadRequest,
  LocalUploadResponse,
  S3PresignRequest,
  S3PresignResponse,
  UploadsConfigResponse,
} from './dto/uploads.dto.js';

const NOT_CONFIGURED = {
  description: `UPLOAD_PROVIDER_NOT_CONFIGURED: '${Messages.complaint.uploadsNotConfigured}' (another provider is configured, or its keys are missing)`,
};

/** Photo uploads (citizen spec section 7, "Uploads (the provider is chosen by configuration)"). */
@ApiController('complaints', 'uploads')
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly commands: CommandBus,
  ) {}

  @Get('config')
  @Public()
  @ApiOperation({ summary: 'The configured upload provider and photo limits' })
  @Answers({ ok: UploadsConfigResponse })
  getUploadsConfig(): UploadsConfigResponse {
    return this.uploads.uploadsConfig();
  }

  /** Local provider: stores one photo on the server, without its metadata. */
  @Post('local')
  @SignedIn()
  @RateLimitedUploads()
  @UseInterceptors(UploadSlotsInterceptor, PhotoUploadErrorsInterceptor, FileInterceptor('file', PHOTO_UPLOAD_MULTIPART))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: LocalUploadRequest })
  @ApiOperation({
    summary: 'Upload a photo to the server (local provider)',
    description:
      'Multipart field `file` (at most 4 other text fields of 1 KB, 5 parts in all: 400 past them). JPEG, PNG or WEBP recognised by content (magic bytes), not by name; at most 10 MB and 40 megapixels ' +
      '(width × height, read from the header before decoding). The photo is re-encoded upright without EXIF (GPS), XMP or other ' +
      'metadata, scaled down to at most 2048 px on its long side, and stored under a random name, served at /uploads/<name>. ' +
      'A photo that no complaint carries 24 hours after its upload is deleted. The photo belongs to the signed-in account: a filing, ' +
      'fix confirmation or reopen by another account that carries its URL is refused with 403 UPLOAD_NOT_OWNED. ' +
      "The original's EXIF GPS position, when present, is kept on the server only (never served), so that a fix confirmed with " +
      'this photo can be verified against the complaint pin.',
  })
  @Answers({ created: LocalUploadResponse })
  @ApiPayloadTooLargeResponse({
    description: `PAYLOAD_TOO_LARGE: '${Messages.complaint.fileTooLarge}', or '${Messages.complaint.imageTooLarge}' (details { maxPixels, pixels })`,
  })
  @ApiUnsupportedMediaTypeResponse({ description: `UNSUPPORTED_MEDIA_TYPE: '${Messages.complaint.unsupportedType}'` })
  @ApiConflictResponse(NOT_CONFIGURED)
  async uploadLocalPhoto(@UploadedFile() file: { buffer: Buffer } | undefined, @CurrentUser() user: AuthenticatedUser): Promise<LocalUploadResponse> {
    if (!file) throw ValidationError.field('file', Messages.complaint.fileRequired);
    return this.commands.execute(new StoreLocalPhotoCommand(file.buffer, user.id));
  }

  /** ImageKit or Cloudinary: the signed parameters for a direct browser upload. */
  @Post('sign')
  @HttpCode(200)
  @SignedIn()
  @ApiExtraModels(ImageKitAuthResponse, CloudinarySignResponse)
  @ApiOperation({
    summary: 'Sign a direct upload (ImageKit or Cloudinary)',
    description:
      'ImageKit: { publicKey, signature, token, expire, folder, urlEndpoint } with signature = HMAC-SHA1(privateKey, token + expire). ' +
      "Cloudinary: { apiKey, timestamp, folder, signature, cloudName } with signature = SHA-1('folder=...&timestamp=...' + apiSecret).",
  })
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(ImageKitAuthResponse) }, { $ref: getSchemaPath(CloudinarySignResponse) }] } })
  @ApiConflictResponse(NOT_CONFIGURED)
  signUpload(): ImageKitAuth | CloudinaryParams {
    return this.uploads.sign();
  }

  /** ImageKit's authentication endpoint (the ImageKit SDK's authenticator calls it). */
  @Post('ik-auth')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'ImageKit upload authentication', description: 'Same as POST /api/uploads/sign when the provider is ImageKit.' })
  @Answers({ ok: ImageKitAuthResponse })
  @ApiConflictResponse(NOT_CONFIGURED)
  getImageKitAuth(): ImageKitAuthResponse {
    return this.uploads.imageKitAuth();
  }

  /** S3: a presigned PUT URL for one photo. */
  @Post('s3-presign')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Presign an S3 upload',
    description:
      'A PUT URL valid 5 minutes for a random key under complaints/; the content type (JPEG, PNG or WEBP) is signed into it. ' +
      'The photo belongs to the signed-in account: only it may file or answer with publicUrl (403 UPLOAD_NOT_OWNED for anyone else).',
  })
  @Answers({ ok: S3PresignResponse })
  @ApiUnsupportedMediaTypeResponse({ description: `UNSUPPORTED_MEDIA_TYPE: '${Messages.complaint.unsupportedType}'` })
  @ApiConflictResponse(NOT_CONFIGURED)
  presignS3Upload(@Body() body: S3PresignRequest, @CurrentUser() user: AuthenticatedUser): Promise<S3PresignResponse> {
    return this.commands.execute(new PresignUploadCommand(body.contentType, { userId: user.id }));
  }
}
