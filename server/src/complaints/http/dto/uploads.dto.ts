import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MAX_PHOTO_BYTES, Messages, PHOTO_MIME_TYPES, UPLOAD_PROVIDERS } from '@civic/contracts';

/** GET /api/uploads/config (citizen spec section 7). */
export class UploadsConfigResponse {
  @ApiProperty({ enum: UPLOAD_PROVIDERS, description: 'The configured provider (UPLOAD_PROVIDER, default local)', example: 'local' }) provider: string;
  @ApiProperty({ description: 'Largest photo in bytes (10 MB)', example: MAX_PHOTO_BYTES }) maxBytes: number;
  @ApiProperty({ type: [String], description: 'Accepted MIME types, checked by content on the server', example: [...PHOTO_MIME_TYPES] }) types: string[];
}

/** POST /api/uploads/local. */
export class LocalUploadResponse {
  @ApiProperty({
    description: 'Where the server serves the cleaned photo; put it in the complaint photos',
    example: '/uploads/3f2a9c0b7e514d8a9f01c2b3d4e5f607.jpg',
  })
  url: string;
}

/** Multipart body of POST /api/uploads/local. */
export class LocalUploadRequest {
  @ApiProperty({ type: 'string', format: 'binary', description: 'One JPEG, PNG or WEBP photo of at most 10 MB (10485760 bytes)' }) file: unknown;
}

/** ImageKit client-side upload authentication (POST /api/uploads/sign and /api/uploads/ik-auth). */
export class ImageKitAuthResponse {
  @ApiProperty({ description: 'ImageKit public key' }) publicKey: string;
  @ApiProperty({ description: 'HMAC-SHA1 of token + expire keyed with the private key, hex' }) signature: string;
  @ApiProperty({ description: 'One-time token (uuid)' }) token: string;
  @ApiProperty({ description: 'Expiry, Unix time in seconds (30 minutes ahead)', example: 1795340000 }) expire: number;
  @ApiProperty({ example: '/complaints' }) folder: string;
  @ApiProperty({ example: 'https://ik.imagekit.io/your_id' }) urlEndpoint: string;
}

/** Cloudinary signed upload parameters (POST /api/uploads/sign). */
export class CloudinarySignResponse {
  @ApiProperty() apiKey: string;
  @ApiProperty({ description: 'Unix time in seconds', example: 1795340000 }) timestamp: number;
  @ApiProperty({ example: 'complaints' }) folder: string;
  @ApiProperty({ description: 'SHA-1 hex of "folder=...&timestamp=..." followed by the API secret' }) signature: string;
  @ApiProperty({ example: 'demo' }) cloudName: string;
}

/** Body of POST /api/uploads/s3-presign (citizen spec section 7). */
export class S3PresignRequest {
  @ApiProperty({ description: 'Original file name (informative; the object key is random)', example: 'pothole.jpg' })
  @IsString({ message: Messages.complaint.fileRequired })
  @IsNotEmpty({ message: Messages.complaint.fileRequired })
  @MaxLength(255, { message: Messages.complaint.fileRequired })
  fileName: string;

  @ApiProperty({
    enum: PHOTO_MIME_TYPES,
    description: "MIME type; the PUT must send exactly this Content-Type ('Unsupported type' otherwise)",
    example: 'image/jpeg',
  })
  @IsString({ message: Messages.complaint.unsupportedType })
  contentType: string;
}

export class S3PresignResponse {
  @ApiProperty({ description: 'Presigned PUT URL, valid 5 minutes; send the file with the same Content-Type' }) url: string;
  @ApiProperty({ description: 'The URL the photo is read from afterwards; put it in the complaint photos' }) publicUrl: string;
}
