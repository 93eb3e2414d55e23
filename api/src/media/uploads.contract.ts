import { z } from 'zod';

export const imageUploadResultSchema = z
  .object({
    url: z
      .string()
      .meta({ example: '/uploads/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.png' }),
  })
  .meta({ id: 'ImageUpload' });

export const videoUploadResultSchema = z
  .object({
    videoUrl: z
      .string()
      .meta({ example: '/uploads/2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae.mp4' }),
  })
  .meta({ id: 'VideoUpload' });

export const attachmentUploadResultSchema = z
  .object({
    url: z.string().meta({
      description:
        'Where the two parties of a conversation it is sent in download it (GET /api/documents/{name}).',
      example: '/api/documents/3f2a9c0d8e7b6a5f4e3d2c1b0a998877.pdf',
    }),
  })
  .meta({ id: 'DocumentUpload' });
